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

// Demo users (development and tests only, migrations/006-demo-users.js).
export const DEMO_STAFF_USER_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1b03';
export const DEMO_STAFF_EMAIL = 'staff@example.com';
export const DEMO_EDITOR_USER_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1c03';
export const DEMO_EDITOR_EMAIL = 'editor@example.com';

// The notification flow on a new request and its operations (migrations/008-request-notification-flow.js).
export const REQUEST_FLOW_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1d01';
export const REQUEST_FLOW_OPERATION_IDS = {
  readRequest: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1d11',
  notSpam: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1d12',
  readStaff: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1d13',
  summary: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1d14',
  notifyStaff: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1d15',
  mailEnabled: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1d16',
  sendMail: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1d17',
};

// The Insights dashboard (migrations/009-insights-dashboard.js); its panels go with it (cascade).
export const INSIGHTS_DASHBOARD_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e01';
