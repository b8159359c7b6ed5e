import type { OsmDoc } from '@ads/lanelet2';
import { ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ElementRef } from '../../model/editor-api';
import { editorUi } from '../state/editor-store';
import { elementDetail, elementExists, elementTitle } from './element-label';

/** One element in a list of the panels: its name and what it is; a click selects and shows it. */
export function ElementLink(props: { doc: OsmDoc; element: ElementRef; role?: string }) {
  const { t } = useTranslation('map');
  const { doc, element, role } = props;
  const exists = elementExists(doc, element);
  const detail = elementDetail(doc, element, t);
  // The member's role and the tags' values are the map's own words (`left`, `road · urban`).
  return (
    <ListItemButton
      dense
      disabled={!exists}
      onClick={() => editorUi.select([element], true)}
      sx={{ py: 0.25, borderRadius: 1 }}
    >
      <ListItemText
        primary={
          <>
            {role ? <span translate="no">{role}: </span> : null}
            {exists
              ? elementTitle(doc, element, t)
              : t('element.missing', { type: t(`element.types.${element.type}`), id: element.id })}
          </>
        }
        secondary={detail ? exists ? <span translate="no">{detail}</span> : detail : undefined}
        slotProps={{
          primary: { variant: 'body2', noWrap: true },
          secondary: { variant: 'caption', noWrap: true },
        }}
      />
    </ListItemButton>
  );
}
