/** A tag manager container id (GTM_ID, README "Configuration"); the server refuses any other at start-up. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
