// What the visitor reads about a submission (docs/product.md "Messages").
export const SUCCESS_TOAST = 'Form submitted successfully!';
export const ERROR_TOAST = 'There was an error submitting your form. Please try again.';
export const OFFLINE_MESSAGE =
  'You are offline. Your request is saved on this device and will be sent as soon as you are back online.';
