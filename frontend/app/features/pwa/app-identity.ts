// Colours the installed app and the browser chrome use (manifest, theme-color meta).
export const THEME_COLOR = '#14110f';
export const BACKGROUND_COLOR = '#f6f1ea';
