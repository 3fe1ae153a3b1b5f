// How a build runs, imported first by whatever builds, before anything loads React.

// React's development build checks every element and renders about three times slower; the markup is the same,
// so builds use the production build unless NODE_ENV says otherwise.
process.env.NODE_ENV ??= 'production';
