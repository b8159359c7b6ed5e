import type { OsmDoc } from '@ads/lanelet2';
import { ListItemButton, ListItemText } from '@mui/material';
import type { ElementRef } from '../../model/editor-api';
import { editorUi } from '../state/editor-store';
import { elementDetail, elementExists, elementTitle } from './element-label';

/** One element in a list of the panels: its name and what it is; a click selects and shows it. */
export function ElementLink(props: { doc: OsmDoc; element: ElementRef; role?: string }) {
  const { doc, element, role } = props;
  const exists = elementExists(doc, element);
  const detail = elementDetail(doc, element);
  return (
    <ListItemButton
      dense
      disabled={!exists}
      onClick={() => editorUi.select([element], true)}
      sx={{ py: 0.25, borderRadius: 1 }}
    >
      <ListItemText
        primary={`${role ? `${role}: ` : ''}${exists ? elementTitle(doc, element) : `${element.type} ${element.id} (missing)`}`}
        secondary={detail || undefined}
        slotProps={{
          primary: { variant: 'body2', noWrap: true },
          secondary: { variant: 'caption', noWrap: true },
        }}
      />
    </ListItemButton>
  );
}
