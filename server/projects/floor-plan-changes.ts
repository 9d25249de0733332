import type { ListingRevisionChangeDto } from '@/contracts/dto/listing-revision-dto';
import type { FloorPlanWork } from './plan-floor-plans';
import type { ProjectPlanRow } from './project-plans-repository';

const titlesInOrder = (plans: readonly { title: string }[]): string =>
  plans.map((plan) => plan.title).join(', ');

/**
 * What a save's floor-plan work changes, as a revision shows it: plans added, replaced and
 * removed (their files), renamed plans, and a new order; empty when it changes nothing.
 */
export function floorPlanChanges(
  current: readonly ProjectPlanRow[],
  work: FloorPlanWork,
): ListingRevisionChangeDto[] {
  const rows: ListingRevisionChangeDto[] = [];
  const replaced = work.updates.filter((update) => update.fileIndex !== undefined).length;
  const added = work.inserts.length + replaced;
  const removed = work.removeIds.length + replaced;
  if (added > 0 || removed > 0) rows.push({ kind: 'files', field: 'plans', added, removed });
  const byId = new Map(current.map((plan) => [plan.id, plan]));
  for (const update of work.updates) {
    const plan = byId.get(update.id);
    if (plan && update.title !== undefined && update.title !== plan.title) {
      rows.push({ kind: 'value', field: 'plans', from: plan.title, to: update.title });
    }
  }
  const kept = current.filter((plan) => !work.removeIds.includes(plan.id));
  const reordered = [...work.updates]
    .sort((a, b) => a.position - b.position)
    .flatMap((update) => (byId.has(update.id) ? [byId.get(update.id)!] : []));
  if (work.inserts.length === 0 && titlesInOrder(kept) !== titlesInOrder(reordered)) {
    rows.push({
      kind: 'value',
      field: 'plans',
      from: titlesInOrder(kept),
      to: titlesInOrder(reordered),
    });
  }
  return rows;
}
