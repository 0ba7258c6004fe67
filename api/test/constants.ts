/** The migrated database every test database is copied from (created once by global-setup). */
export const TEMPLATE_DATABASE = 'safari_template';
