/** Set at build time: the version this remote is published as (its version marker). */
declare const __REMOTE_VERSION__: string;
