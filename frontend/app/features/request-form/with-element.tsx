// A translated sentence with a link or an emphasis in it: the sentence is translated whole, with
// `{name}` where the element goes (`t('I agree to the {privacyNotice}')`), and the element is put there.
import type { ReactNode } from 'react';

/** `text` with its `{name}` replaced by `element` (after the text when a translation left it out). */
export function withElement(text: string, name: string, element: ReactNode): ReactNode {
  const placeholder = `{${name}}`;
  const at = text.indexOf(placeholder);
  if (at < 0)
    return (
      <>
        {text} {element}
      </>
    );
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + placeholder.length)}
    </>
  );
}
