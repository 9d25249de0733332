import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Formik, setIn, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FloorPlansEditor } from '@/components/listing-form/floor-plans-editor';
import {
  emptyProjectValues,
  plansPayloadOf,
  type FloorPlanValue,
  type ProjectFormValues,
} from '@/components/listing-form/project-form-values';
import { projectErrors } from '@/components/listing-form/validate-project';
import { renderWithProviders } from '../../support/render-with-providers';
import { stubImages } from './listing-form-kit';

// Other work shares this machine's two cores: the first render of a screen can take seconds.
vi.setConfig({ testTimeout: 60_000 });

/** The form's current values, for the test to read (kept by an effect after each render). */
const seen = { values: emptyProjectValues() };

function ValuesProbe() {
  const { values } = useFormikContext<ProjectFormValues>();
  useEffect(() => {
    seen.values = values;
  }, [values]);
  return null;
}

/** The project form's own validation (the shared schema and the plans' files). */
async function validate(values: ProjectFormValues) {
  let errors = {};
  for (const [field, message] of Object.entries(await projectErrors(values))) {
    errors = setIn(errors, field, message) as object;
  }
  return errors;
}

function renderEditor(plans: FloorPlanValue[] = []) {
  return renderWithProviders(
    <Formik
      initialValues={{ ...emptyProjectValues(), plans }}
      validate={validate}
      onSubmit={() => {}}
    >
      <form>
        <FloorPlansEditor />
        <ValuesProbe />
      </form>
    </Formik>,
  );
}

const savedPlan = (id: number, title: string): FloorPlanValue => ({
  key: `saved-plan-${id}`,
  id,
  title,
  file: null,
  saved: { url: `/api/media/projects/1/plan-${id}.pdf`, kind: 'pdf' },
});

const planTitles = () => seen.values.plans.map((plan) => plan.title);

async function addPlan(title: string, file: File) {
  fireEvent.click(screen.getByRole('button', { name: 'Add a floor plan' }));
  const items = await screen.findAllByRole('group', { name: /^Floor plan \d+$/ });
  const item = within(items[items.length - 1] as HTMLElement);
  fireEvent.change(item.getByLabelText('Plan title'), { target: { value: title } });
  fireEvent.change(item.getByLabelText(`File of ${title}`, { selector: 'input' }), {
    target: { files: [file] },
  });
  await waitFor(() => expect(seen.values.plans.at(-1)?.file?.file).toBe(file));
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('FloorPlansEditor', () => {
  beforeEach(() => {
    stubImages();
    seen.values = emptyProjectValues();
  });

  it('refuses another plan until the current one has its title and file, with the spec message', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add a floor plan' }));
    const first = await screen.findByRole('group', { name: 'Floor plan 1' });
    expect(document.activeElement).toBe(within(first).getByLabelText('Plan title'));

    fireEvent.click(screen.getByRole('button', { name: 'Add a floor plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Current floor details must be filled before adding another.',
    );
    expect(seen.values.plans).toHaveLength(1);

    // A title alone is not enough: the plan needs its image or PDF too.
    fireEvent.change(within(first).getByLabelText('Plan title'), { target: { value: 'Ground' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a floor plan' }));
    expect(seen.values.plans).toHaveLength(1);
    expect(await within(first).findByText("Upload the plan's image or PDF.")).toBeTruthy();

    fireEvent.change(within(first).getByLabelText('File of Ground', { selector: 'input' }), {
      target: { files: [pdf('ground.pdf')] },
    });
    await waitFor(() => expect(seen.values.plans[0]?.file).not.toBeNull());
    expect(within(first).getByText('ground.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a floor plan' }));
    await screen.findByRole('group', { name: 'Floor plan 2' });
    expect(seen.values.plans).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file that is not an image or a PDF and keeps the plan without a file', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add a floor plan' }));
    const first = await screen.findByRole('group', { name: 'Floor plan 1' });
    fireEvent.change(within(first).getByLabelText('Plan title'), { target: { value: 'Roof' } });
    fireEvent.change(within(first).getByLabelText('File of Roof', { selector: 'input' }), {
      target: { files: [new File(['x'], 'roof.docx', { type: 'application/msword' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'roof.docx: this type of file is not accepted here.',
    );
    expect(seen.values.plans[0]?.file).toBeNull();
  });

  it('moves a plan up and down with buttons that keep the keyboard focus on the moved plan', async () => {
    renderEditor();
    await addPlan('Ground', pdf('ground.pdf'));
    await addPlan('First', pdf('first.pdf'));
    await addPlan('Penthouse', pdf('penthouse.pdf'));
    expect(planTitles()).toEqual(['Ground', 'First', 'Penthouse']);

    const up = screen.getByRole('button', { name: 'Move Penthouse up' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(planTitles()).toEqual(['Ground', 'Penthouse', 'First']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Penthouse up' }));

    fireEvent.click(screen.getByRole('button', { name: 'Move Penthouse up' }));
    await waitFor(() => expect(planTitles()).toEqual(['Penthouse', 'Ground', 'First']));
    // At the top "up" is disabled: the focus stays on the plan's other move button.
    const topUp = screen.getByRole('button', { name: 'Move Penthouse up' }) as HTMLButtonElement;
    expect(topUp.disabled).toBe(true);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move Penthouse down' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move Ground down' }));
    await waitFor(() => expect(planTitles()).toEqual(['Penthouse', 'First', 'Ground']));
    // The order sent is the order shown; each new file is found by its index.
    const { plans, planFiles } = plansPayloadOf(seen.values.plans);
    expect(plans).toEqual([
      { title: 'Penthouse', document: 0 },
      { title: 'First', document: 1 },
      { title: 'Ground', document: 2 },
    ]);
    expect(planFiles.map((file) => file.name)).toEqual([
      'penthouse.pdf',
      'first.pdf',
      'ground.pdf',
    ]);
  });

  it('removes a new plan outright and a saved plan into remove_plans', async () => {
    renderEditor([savedPlan(5, 'Ground'), savedPlan(6, 'First')]);
    await addPlan('Roof', pdf('roof.pdf'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Roof' }));
    await waitFor(() => expect(planTitles()).toEqual(['Ground', 'First']));
    expect(seen.values.removed_plans).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ground' }));
    await waitFor(() => expect(planTitles()).toEqual(['First']));
    expect(seen.values.removed_plans).toEqual([5]);
    expect(plansPayloadOf(seen.values.plans).plans).toEqual([{ id: 6, title: 'First' }]);
    expect(screen.getAllByRole('group', { name: /^Floor plan \d+$/ })).toHaveLength(1);
  });
});
