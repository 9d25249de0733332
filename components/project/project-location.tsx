import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import { MapPinIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { isPlaced } from '@/components/map/map-pin';
import { PlaceMap } from '@/components/map/place-map';
import { DetailSection } from '@/components/ui/detail-section';
import { openStreetMapUrl } from '@/components/property/property-location';
import styles from '@/components/property/property-location.module.css';
import { projectPlaceText } from './project-text';

/** Where the project is: the address, the site's map (Google or the open map) and a map link. */
export function ProjectLocation({ project }: { project: ProjectDetailDto }) {
  const { t } = useSiteText();
  const { latitude, longitude } = project;
  return (
    <DetailSection title={t('project_detail.location.title')}>
      <p className={styles.address}>
        <MapPinIcon size={18} />
        <span dir="auto">{projectPlaceText(project)}</span>
      </p>
      {isPlaced(latitude, longitude) ? (
        <>
          <PlaceMap
            point={{ lat: latitude, lng: longitude }}
            title={project.title}
            label={t('project_detail.location.map_label', { title: project.title })}
          />
          <p className={styles.external}>
            <a
              href={openStreetMapUrl(latitude, longitude)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('project_detail.location.open_osm')}
            </a>
          </p>
        </>
      ) : null}
    </DetailSection>
  );
}
