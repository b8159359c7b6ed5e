import type { ComboMember, WiringEntry } from '@ads/contract';
import { Box, Typography, useTheme } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plural } from '../format';
import { type GraphNode, layoutWiring } from './graph-layout';

const FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * The wiring drawn: members left to right by dependency order, one edge per wired input with
 * its topic, external inputs from their own box, errors in red. It scrolls sideways on a phone;
 * the table beside it says the same in words.
 */
export function WiringGraph(props: { members: ComboMember[]; wiring: WiringEntry[] }) {
  const { t } = useTranslation('store');
  const theme = useTheme();
  const layout = useMemo(
    () =>
      layoutWiring(
        props.members.map((member) => ({
          name: member.algorithm.name,
          title: member.algorithm.title,
          version: member.version,
        })),
        props.wiring,
      ),
    [props.members, props.wiring],
  );
  // Whether the drawing is wider than its box: then it says it scrolls.
  const frame = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = frame.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [layout.width]);
  const errors = props.wiring.filter(
    (entry) => entry.status !== 'ok' && entry.status !== 'external',
  );
  const red = theme.palette.error.main;
  const ink = theme.palette.text.primary;
  const quiet = theme.palette.text.secondary;
  const line = theme.palette.mode === 'dark' ? '#8a8aa0' : '#9a9ab0';
  const paper = theme.palette.background.paper;

  const fill = (node: GraphNode) =>
    node.kind === 'missing'
      ? theme.palette.mode === 'dark'
        ? '#3a1c1c'
        : '#fdecea'
      : node.kind === 'external'
        ? theme.palette.action.hover
        : paper;

  return (
    <Box>
      <Box
        ref={frame}
        sx={{
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.default',
        }}
        tabIndex={0}
        role="group"
        aria-label={t('wiring.graph')}
      >
        <svg
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="img"
          aria-label={t('wiring.graphLabel', {
            members: plural(props.members.length, 'member'),
            connections: plural(layout.edges.length, 'connection'),
            errors: plural(errors.length, 'error'),
          })}
          data-errors={errors.length}
          style={{ display: 'block' }}
        >
          <defs>
            <marker
              id="wiring-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" fill={line} />
            </marker>
            <marker
              id="wiring-arrow-red"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" fill={red} />
            </marker>
          </defs>
          <g>
            {layout.edges.map((edge) => (
              <path
                key={edge.id}
                d={edge.path}
                fill="none"
                stroke={edge.error ? red : line}
                strokeWidth={edge.error ? 2 : 1.5}
                strokeDasharray={
                  edge.status === 'external' || edge.status === 'no_producer' ? '5 4' : undefined
                }
                markerEnd={`url(#${edge.error ? 'wiring-arrow-red' : 'wiring-arrow'})`}
                data-status={edge.status}
              >
                <title>
                  {edge.topic} ({t(`wiring.status.${edge.status}`)})
                </title>
              </path>
            ))}
          </g>
          <g>
            {layout.nodes.map((node) => (
              <g key={node.id} data-node={node.id} data-error={node.error || undefined}>
                <rect
                  x={node.x}
                  y={node.y}
                  width={node.width}
                  height={node.height}
                  rx={10}
                  fill={fill(node)}
                  stroke={
                    node.error ? red : node.kind === 'member' ? theme.palette.primary.main : line
                  }
                  strokeWidth={node.error ? 2 : 1.25}
                  strokeDasharray={node.kind === 'member' ? undefined : '4 3'}
                />
                <text
                  x={node.x + 12}
                  y={node.y + 20}
                  fontSize={13}
                  fontWeight={700}
                  fill={node.kind === 'missing' ? red : ink}
                  fontFamily={theme.typography.fontFamily}
                >
                  {node.label.length > 24 ? `${node.label.slice(0, 23)}…` : node.label}
                </text>
                <text x={node.x + 12} y={node.y + 36} fontSize={11} fill={quiet} fontFamily={FONT}>
                  {node.detail.length > 28 ? `${node.detail.slice(0, 27)}…` : node.detail}
                </text>
                {node.inputs.map((slot) => (
                  <circle key={`i${slot.topic}`} cx={node.x} cy={slot.y} r={3} fill={line} />
                ))}
                {node.outputs.map((slot) => (
                  <circle
                    key={`o${slot.topic}`}
                    cx={node.x + node.width}
                    cy={slot.y}
                    r={3}
                    fill={line}
                  />
                ))}
              </g>
            ))}
          </g>
          <g>
            {layout.edges
              .filter((edge) => edge.labelled)
              .map((edge) => (
                <text
                  key={`l${edge.id}`}
                  x={edge.label.x}
                  y={edge.label.y}
                  textAnchor="end"
                  fontSize={12}
                  fontFamily={FONT}
                  fill={edge.error ? red : quiet}
                  stroke={theme.palette.background.default}
                  strokeWidth={4}
                  paintOrder="stroke"
                >
                  {edge.topic}
                </text>
              ))}
          </g>
        </svg>
      </Box>
      {overflows && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {t('wiring.scroll')}
        </Typography>
      )}
    </Box>
  );
}
