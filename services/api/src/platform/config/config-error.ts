/** The configuration is not valid: the API refuses to start, saying which setting and why. */
export class ConfigError extends Error {}
