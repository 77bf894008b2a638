/** Loads the drawer's code (vaul, the form kit, the rules); called on intent, cached by the bundler. */
export const loadRequestDrawer = () => import('./request-drawer');
