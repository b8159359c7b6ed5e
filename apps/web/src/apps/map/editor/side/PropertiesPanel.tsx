import type { MapFinding } from '@ads/lanelet2';
import { Box, Chip, List, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CodeSentence, findingSentence } from '../../components/FindingText';
import type { MapEditorApi } from '../../model/editor-api';
import { sameRef, useEditorUi } from '../state/editor-store';
import { useEditorRevision } from '../state/use-editor-revision';
import { findingElement } from '../map/highlight-items';
import { elementDetail, elementGroup, elementTitle } from './element-label';
import { ElementLink } from './ElementLink';
import { LaneletFields } from './LaneletFields';
import { referrersOf } from './references';
import { RegulatoryFields } from './RegulatoryFields';
import { TagTable } from './TagTable';
import { TrafficLightFields } from './TrafficLightFields';

function Heading(props: { children: string }) {
  return (
    <Typography
      variant="overline"
      color="text.secondary"
      component="h3"
      sx={{ display: 'block', mt: 1 }}
    >
      {props.children}
    </Typography>
  );
}

/** The selection's properties: quick fields, tags, members, what refers to it and its findings. */
export function PropertiesPanel(props: { editor: MapEditorApi; findings: readonly MapFinding[] }) {
  const { t } = useTranslation('map');
  const { editor, findings } = props;
  useEditorRevision(editor);
  const selection = useEditorUi((state) => state.selection);
  const doc = editor.doc;

  if (selection.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {t('properties.nothing')}
      </Typography>
    );
  }
  if (selection.length > 1) {
    return (
      <Box sx={{ p: 1.5 }}>
        <Typography variant="subtitle2">
          {t('properties.selected', { count: selection.length })}
        </Typography>
        <List dense disablePadding>
          {selection.map((element) => (
            <ElementLink key={`${element.type}-${element.id}`} doc={doc} element={element} />
          ))}
        </List>
      </Box>
    );
  }
  const element = selection[0]!;
  const tags = editor.tagsOf(element);
  if (!tags) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {t('properties.gone', { title: elementTitle(doc, element, t) })}
      </Typography>
    );
  }
  const group = elementGroup(doc, element);
  const relation = element.type === 'relation' ? doc.relations.get(element.id) : undefined;
  const referrers = referrersOf(doc, element);
  const own = findings.filter((finding) => {
    const named = findingElement(doc, finding);
    return named !== null && sameRef(named, element);
  });

  return (
    <Box sx={{ p: 1.5 }} data-testid="properties" data-element={`${element.type}/${element.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {elementTitle(doc, element, t)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap translate="no">
          {elementDetail(doc, element)}
        </Typography>
      </Stack>
      {own.length > 0 && (
        <Stack spacing={0.5} sx={{ my: 1 }}>
          {own.map((finding, index) => (
            <Chip
              key={index}
              size="small"
              color={
                finding.severity === 'error'
                  ? 'error'
                  : finding.severity === 'warning'
                    ? 'warning'
                    : 'default'
              }
              label={<CodeSentence text={findingSentence(finding, t)} />}
              sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
            />
          ))}
        </Stack>
      )}
      {group === 'lanelets' && (
        <LaneletFields key={element.id} editor={editor} id={element.id} tags={tags} />
      )}
      {group === 'regulatory' && <RegulatoryFields editor={editor} id={element.id} />}
      {element.type === 'way' && tags.type === 'traffic_light' && (
        <TrafficLightFields editor={editor} id={element.id} />
      )}
      <Heading>{t('properties.tags')}</Heading>
      <TagTable editor={editor} element={element} tags={tags} />
      {relation && relation.members.length > 0 && (
        <>
          <Heading>{t('properties.members', { count: relation.members.length })}</Heading>
          <List dense disablePadding aria-label={t('properties.membersLabel')}>
            {relation.members.map((member, index) => (
              <ElementLink
                key={`${index}-${member.type}-${member.ref}`}
                doc={doc}
                element={{ type: member.type, id: member.ref }}
                role={member.role || t('properties.noRole')}
              />
            ))}
          </List>
        </>
      )}
      {referrers.length > 0 && (
        <>
          <Heading>{t('properties.usedBy', { count: referrers.length })}</Heading>
          <List dense disablePadding aria-label={t('properties.usedByLabel')}>
            {referrers.slice(0, 50).map((ref, index) => (
              <ElementLink
                key={`${index}-${ref.type}-${ref.id}`}
                doc={doc}
                element={ref}
                role={ref.role}
              />
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
