// How a build runs, imported first by whatever builds, before anything loads React.
import v8 from 'node:v8';

// React's development build checks every element and renders about three times slower; the markup is the same,
// so builds use the production build unless NODE_ENV says otherwise.
process.env.NODE_ENV ??= 'production';

// V8 moves what an allocation site makes straight to the old generation once most of it outlives a collection. React's
// do while it renders the catalogue, one page that lists every service; afterwards each service page's short-lived
// objects went there too, kept what they pointed to alive, and that thread spent twice as long collecting garbage for
// the rest of the build (10,000 pages: 8 ms a scavenge against 3). The setting is the process's, so render threads
// share it.
v8.setFlagsFromString('--no-allocation-site-pretenuring');
