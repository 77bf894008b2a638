import { isRecord } from '@agency/contract/guards';

/** An image of the CMS as pages show it: its file id, size and texts. */
export interface ImageRef {
  id: string;
  width: number | null;
  height: number | null;
  title: string | null;
  description: string | null;
}

const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** Whether a value read from outside the code (the CMS's JSON, a route's data) is an ImageRef. */
export const isImageRef = (value: unknown): value is ImageRef =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  isNumberOrNull(value.width) &&
  isNumberOrNull(value.height) &&
  isTextOrNull(value.title) &&
  isTextOrNull(value.description);
