import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { apiUrl, mswServer, okEnvelope } from './msw-server';

/** How an owner's list of listings or projects is called. */
export interface OwnerItemsApi<Item> {
  /** The owner's list: 'get-added-properties'. */
  list: string;
  /** The status change and the body field naming the item: 'change-property-status'. */
  changeStatus: string;
  idField: string;
  /** The delete call (its body names the item by `id`): 'delete_property'. */
  remove: string;
  /** The item once its status changed, as the server keeps it. */
  withStatus: (item: Item, status: string) => Item;
}

/** Serves the owner's items; status and delete calls change them like the server does. */
export function serveOwnerItems<Item extends { id: number }>(
  api: OwnerItemsApi<Item>,
  initial: Item[],
): { statusCalls: unknown[]; deleteCalls: unknown[] } {
  let items = initial;
  const statusCalls: unknown[] = [];
  const deleteCalls: unknown[] = [];
  mswServer.use(
    http.get(apiUrl(api.list), () => okEnvelope(items, { total: items.length })),
    http.post(apiUrl(api.changeStatus), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown> & { status: string };
      statusCalls.push(body);
      const id = body[api.idField];
      items = items.map((item) => (item.id === id ? api.withStatus(item, body.status) : item));
      return okEnvelope(items.find((item) => item.id === id));
    }),
    http.post(apiUrl(api.remove), async ({ request }) => {
      const body = (await request.json()) as { id: number };
      deleteCalls.push(body);
      items = items.filter((item) => item.id !== body.id);
      return okEnvelope(null);
    }),
  );
  return { statusCalls, deleteCalls };
}

/** The list row (its `li`) whose level-2 heading is `title`, once it shows. */
export async function findRowOf(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  const row = heading.closest('li');
  if (!row) throw new Error(`No row for ${title}`);
  return within(row);
}
