// The end-to-end suite drives Debian's Chromium: installed here when the machine lacks it.
import { ensureChromium } from '../../scripts/lib/debian-package.mjs';

export default function setup() {
  ensureChromium();
}
