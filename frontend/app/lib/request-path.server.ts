// The address of the page a request is for. A client navigation asks for its page's data at the
// page's address with `.data` appended (`/es.data`; `/_.data` for `/`) and the routes it needs in
// `_routes`, and React Router hands loaders and middleware that request as it came: its routes
// match the page's address, and so must everything the site reads from the request's address
// (the language, an editor's page, a redirect's target, the 404's message).

/** The page's address of `request`: without a data request's `.data` and `_routes`. */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length);
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}
