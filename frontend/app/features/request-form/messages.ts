// What the visitor reads about a submission (docs/product.md "Messages"), in the language of `t`.
import { inEnglish, type Translate } from '~/lib/messages';

export const successToast = (t: Translate = inEnglish) => t('Form submitted successfully!');
export const errorToast = (t: Translate = inEnglish) => t('There was an error submitting your form. Please try again.');
export const offlineMessage = (t: Translate = inEnglish) =>
  t('You are offline. Your request is saved on this device and will be sent as soon as you are back online.');

/** The same in English. */
export const SUCCESS_TOAST = successToast();
export const ERROR_TOAST = errorToast();
export const OFFLINE_MESSAGE = offlineMessage();
