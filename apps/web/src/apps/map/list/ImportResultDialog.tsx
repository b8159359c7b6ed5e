import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { FindingChips } from '../components/FindingChips';
import { FindingText } from '../components/FindingText';
import type { ImportedMap } from './import-map';

/** Findings listed after an import; the editor lists them all. */
const SHOWN = 8;

/** What an import found: the map's first version, its lanelets and its findings' summary. */
export function ImportResultDialog(props: {
  result: ImportedMap | null;
  onOpen(id: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['map', 'common']);
  const { result } = props;
  const problems = result?.findings.filter((finding) => finding.severity !== 'info') ?? [];
  return (
    <Dialog
      open={result !== null}
      onClose={props.onClose}
      aria-labelledby="import-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="import-title">
        <Trans
          t={t}
          i18nKey="imported.title"
          values={{ name: result?.name ?? '' }}
          components={[<span key="0" translate="no" />]}
        />
      </DialogTitle>
      {result && (
        <DialogContent>
          <DialogContentText data-testid="import-summary">
            {t('imported.summary', { version: result.version, count: result.lanelets })}
          </DialogContentText>
          <div style={{ margin: '12px 0' }}>
            <FindingChips counts={result.counts} />
          </div>
          {problems.length > 0 && (
            <List dense disablePadding aria-label={t('imported.findings')}>
              {problems.slice(0, SHOWN).map((finding, index) => (
                <ListItem key={index} disableGutters>
                  <ListItemText
                    primary={<FindingText finding={finding} />}
                    secondary={
                      <>
                        {t(`severity.${finding.severity}`)} ·{' '}
                        <span translate="no">{finding.code}</span>
                      </>
                    }
                  />
                </ListItem>
              ))}
              {problems.length > SHOWN && (
                <ListItem disableGutters>
                  <ListItemText
                    secondary={t('imported.more', { count: problems.length - SHOWN })}
                  />
                </ListItem>
              )}
            </List>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={props.onClose}>{t('common:actions.close')}</Button>
        <Button variant="contained" onClick={() => result && props.onOpen(result.id)}>
          {t('imported.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
