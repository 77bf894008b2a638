/** An image of the CMS as pages show it: its file id, size and texts. */
export interface ImageRef {
  id: string;
  width: number | null;
  height: number | null;
  title: string | null;
  description: string | null;
}
