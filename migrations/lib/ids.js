// Fixed ids of what the migrations create, so later migrations, `down` and the extensions can
// find them without looking them up by name (names are editable in the admin).
export const WEBSITE_ROLE_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1a01';
export const WEBSITE_POLICY_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1a02';
export const WEBSITE_USER_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1a03';
export const WEBSITE_USER_EMAIL = 'website-api@agency.local';

export const STAFF_ROLE_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1b01';
export const STAFF_POLICY_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1b02';
export const EDITOR_ROLE_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1c01';
export const EDITOR_POLICY_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1c02';
