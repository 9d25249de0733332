import type { AdminSiteTextDto } from '@/contracts/dto/admin-content-dto';
import type { SiteTextKind } from '@/contracts/dto/site-text-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** POST `admin/site-texts`: one text replaced (HTML is sanitised by the server). */
export const saveSiteText = defineMutation('POST', 'admin/site-texts', {
  body: (payload: { kind: SiteTextKind; text: string }) => ({ ...payload }),
  answer: dataOf<AdminSiteTextDto>,
  invalidateOnSettled: [adminCatalogueKeys.all],
});
export const useSaveSiteText = saveSiteText.use;
