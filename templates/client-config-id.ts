// The id of the JSON island that carries a page's configuration (templates/client-config.ts), in a module of its own:
// the page's script (client/config.ts) finds the island by it without bundling what the build makes the island from.
export const CLIENT_CONFIG_ID = 'client-config';
