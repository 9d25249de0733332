import type { ComponentType, ReactNode } from 'react';
import { DetailsStep } from './details-step';
import type { ListingFormCatalogue } from './listing-form-kind';
import { LocationStep } from './location-step';
import { MediaStep } from './media-step';
import { SeoStep } from './seo-step';

/** The steps every kind's form has, besides the review (form-steps.ts: sharedStepFields). */
export type SharedStep = 'details' | 'location' | 'media' | 'seo';

const sharedSteps: ReadonlySet<string> = new Set<SharedStep>([
  'details',
  'location',
  'media',
  'seo',
]);

export function isSharedStep(step: string): step is SharedStep {
  return sharedSteps.has(step);
}

/** What a kind puts in the shared steps. */
export interface SharedStepParts {
  /** The kind's own fields of the details step, after the title, category and description. */
  DetailsFields: ComponentType;
  /** Whether the location step asks for an address to show clients. */
  hasClientAddress: boolean;
  media: {
    /** The media step's intro (a translation key). */
    intro: string;
    /** The label of the main photo (a translation key). */
    titleImageLabel: string;
    hasThreeDImage: boolean;
  };
}

/** One of the steps every kind has, with the kind's parts in it. */
export function SharedStepFields({
  step,
  parts,
  catalogue,
}: {
  step: SharedStep;
  parts: SharedStepParts;
  catalogue: ListingFormCatalogue;
}): ReactNode {
  const { DetailsFields } = parts;
  switch (step) {
    case 'details':
      return (
        <DetailsStep categories={catalogue.categories}>
          <DetailsFields />
        </DetailsStep>
      );
    case 'location':
      return <LocationStep hasClientAddress={parts.hasClientAddress} />;
    case 'media':
      return <MediaStep {...parts.media} />;
    case 'seo':
      return <SeoStep />;
  }
}
