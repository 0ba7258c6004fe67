/** A UUID (the ids Postgres gives rows), in either letter case, as the whole string. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The same pattern found anywhere in a text, e.g. a return URL to which a provider appended its own parameters. */
export const UUID_IN_TEXT = new RegExp(UUID_PATTERN.source.slice(1, -1), UUID_PATTERN.flags);

/** A text that begins with a UUID (a slug must never look like an id: they share `/{idOrSlug}` routes). */
export const UUID_AT_START = new RegExp(`^${UUID_IN_TEXT.source}`, UUID_PATTERN.flags);
