import { Box, Link, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { type Block, type Inline, parseMarkdown } from './markdown';

/** Whether an address leaves the studio: such links open in a new tab, without a referrer. */
const external = (href: string) => /^(https?:)?\/\//i.test(href);

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'code':
        return (
          <Box component="code" key={index} className="md-code">
            {node.text}
          </Box>
        );
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'del':
        return <del key={index}>{renderInline(node.children)}</del>;
      case 'image':
      case 'link': {
        const children =
          node.kind === 'image' ? `🖼 ${node.alt || 'image'}` : renderInline(node.children);
        if (!node.href) return <span key={index}>{children}</span>;
        const away = external(node.href);
        return (
          <Link
            key={index}
            href={node.href}
            underline="hover"
            {...(away ? { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : {})}
          >
            {children}
          </Link>
        );
      }
    }
  });
}

/** README headings sit under the page's own (h1 title, h2 section): one level down and more. */
const headingTag = (level: number) => `h${Math.min(6, level + 2)}` as 'h3' | 'h4' | 'h5' | 'h6';
const HEADING_VARIANTS = ['h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2'] as const;

function renderBlocks(blocks: Block[]): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'heading':
        return (
          <Typography
            key={index}
            component={headingTag(block.level)}
            variant={HEADING_VARIANTS[block.level - 1]}
            sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}
          >
            {renderInline(block.children)}
          </Typography>
        );
      case 'paragraph':
        return (
          <Typography key={index} component="p" sx={{ my: 1.25 }}>
            {renderInline(block.children)}
          </Typography>
        );
      case 'code':
        return (
          <Box
            key={index}
            component="pre"
            className="md-pre"
            data-lang={block.lang || undefined}
            tabIndex={0}
          >
            <code>{block.text}</code>
          </Box>
        );
      case 'quote':
        return (
          <Box key={index} component="blockquote" className="md-quote">
            {renderBlocks(block.children)}
          </Box>
        );
      case 'list': {
        const items = block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{renderBlocks(item)}</li>
        ));
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
      case 'rule':
        return <Box key={index} component="hr" className="md-rule" />;
      case 'table':
        return (
          <Box key={index} className="md-table" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  {block.head.map((cell, column) => (
                    <th key={column} style={{ textAlign: block.align[column] ?? undefined }}>
                      {renderInline(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, column) => (
                      <td key={column} style={{ textAlign: block.align[column] ?? undefined }}>
                        {renderInline(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        );
    }
  });
}

/**
 * A README (or a challenge's description) rendered from Markdown as React elements: HTML in it shows as text, links are only
 * http(s) or relative (markdown.ts), and nothing is ever handed to the browser as markup.
 */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Box
      className="markdown"
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& ul, & ol': { pl: 3, my: 1 },
        '& li > p': { my: 0.5 },
        '& .md-code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.875em',
          px: 0.5,
          py: 0.125,
          borderRadius: 1,
          bgcolor: 'action.hover',
        },
        '& .md-pre': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
          lineHeight: 1.5,
          p: 1.5,
          my: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
          overflowX: 'auto',
          overflowWrap: 'normal',
        },
        '& .md-quote': {
          m: 0,
          my: 1.5,
          pl: 2,
          borderLeft: 4,
          borderColor: 'divider',
          color: 'text.secondary',
        },
        '& .md-rule': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
        '& .md-table': { overflowX: 'auto', my: 1.5 },
        '& table': { borderCollapse: 'collapse', fontSize: 14 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.25, py: 0.75 },
        '& th': { fontWeight: 700, bgcolor: 'action.hover' },
      }}
    >
      {renderBlocks(blocks)}
    </Box>
  );
}
