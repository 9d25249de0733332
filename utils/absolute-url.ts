/** An absolute URL for a site path ("/media/…"); absolute and data: URLs stay as they are. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^(https?:)?\/\//i.test(pathOrUrl) || pathOrUrl.startsWith('data:')) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
