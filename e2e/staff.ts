/** The staff account the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const STAFF = { email: 'staff@e2e.backlitshop.test', password: 'e2e staff lantern 4417' };
