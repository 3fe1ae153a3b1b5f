// React's development build checks every element and renders about three times slower; the markup is the same,
// so builds use the production build unless NODE_ENV says otherwise. Imported first, before anything loads React.
process.env.NODE_ENV ??= 'production';
