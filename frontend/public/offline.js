// The offline page (served by the service worker for pages not saved on this device): shows the
// request draft kept in localStorage (features/request-form/request-draft.ts) so that nothing typed
// is out of reach, and reloads as soon as the server can be reached again.
(() => {
  const DRAFT_STORAGE_KEY = 'agency.request-draft.v1';
  // The form's fields in its order, with their labels (packages/request-rules/src/fields.ts).
  const FIELDS = [
    ['project', 'Project type'],
    ['project_type', 'Specific project type'],
    ['explanation', 'Tell us about your project'],
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
    ['title', 'Title'],
    ['company', 'Company'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['research', 'How did you hear about us?'],
    ['budget', 'Budget'],
    ['timeline', 'Timeline'],
    ['next_step', 'Preferred next step'],
  ];

  document.getElementById('retry').addEventListener('click', () => window.location.reload());
  // The browser may say it is online a moment before requests get through (and the server may be
  // what was unreachable), so the page asks the server itself: on 'online', then every 5 s while the
  // browser believes it is online. Any HTTP answer means the real page can load now.
  const reloadWhenReachable = async () => {
    try {
      await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
      window.location.reload();
    } catch {
      // Still unreachable: the next probe tries again.
    }
  };
  window.addEventListener('online', reloadWhenReachable);
  window.setInterval(() => {
    if (navigator.onLine) void reloadWhenReachable();
  }, 5000);

  let values = {};
  try {
    values = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null')?.values ?? {};
  } catch {
    return;
  }
  const entries = FIELDS.filter(([name]) => typeof values[name] === 'string' && values[name].trim() !== '');
  if (entries.length === 0) return;

  const list = document.getElementById('draft-values');
  for (const [name, label] of entries) {
    const term = document.createElement('dt');
    term.textContent = label;
    const detail = document.createElement('dd');
    detail.textContent = values[name];
    list.append(term, detail);
  }
  document.getElementById('draft').hidden = false;

  const text = entries.map(([name, label]) => `${label}: ${values[name]}`).join('\n');
  const status = document.getElementById('copy-status');
  document.getElementById('copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = 'Copied. Paste it into an e-mail or a note.';
    } catch {
      status.textContent = 'Copying is not allowed here: select the text above instead.';
    }
  });
})();
