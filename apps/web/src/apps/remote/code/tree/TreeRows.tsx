import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type Tree, joinPath } from './use-tree';

interface RowsProps {
  tree: Tree;
  folder: string;
  depth: number;
  selected: string | null;
  onSelect(path: string, kind: 'file' | 'dir'): void;
}

/** The entries of one folder, and under each expanded folder its own (listed on expanding). */
export function TreeRows({ tree, folder, depth, selected, onSelect }: RowsProps) {
  const { t } = useTranslation('remote');
  const listing = tree.listings.get(folder);
  const pad = 1 + depth * 1.5;
  if (!listing || listing.state === 'loading') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pl: pad + 2.5, py: 0.25 }}>
        {t('tree.loading')}
      </Typography>
    );
  }
  if (listing.state === 'error') {
    return (
      <Typography variant="body2" color="error" sx={{ pl: pad + 2.5, py: 0.25 }}>
        {listing.message}
      </Typography>
    );
  }
  if (listing.entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pl: pad + 2.5, py: 0.25 }}>
        {depth === 0 ? t('tree.emptyWorkspace') : t('tree.emptyFolder')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      role={depth === 0 ? 'tree' : 'group'}
      aria-label={depth === 0 ? t('tree.label') : undefined}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {listing.entries.map((entry) => {
        const path = joinPath(folder, entry.name);
        const isDir = entry.kind === 'dir';
        const open = isDir && tree.expanded.has(path);
        return (
          <li
            key={entry.name}
            role="treeitem"
            aria-expanded={isDir ? open : undefined}
            aria-selected={selected === path}
          >
            <ButtonBase
              onClick={() => {
                onSelect(path, isDir ? 'dir' : 'file');
                if (isDir) tree.toggle(path);
              }}
              title={path}
              sx={{
                width: '100%',
                justifyContent: 'flex-start',
                gap: 0.5,
                pl: pad,
                pr: 1,
                py: 0.25,
                fontSize: 13,
                bgcolor: selected === path ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Box sx={{ width: 16, display: 'flex', color: 'text.secondary' }}>
                {isDir &&
                  (open ? (
                    <ExpandMoreIcon sx={{ fontSize: 16 }} />
                  ) : (
                    <ChevronRightIcon sx={{ fontSize: 16 }} />
                  ))}
              </Box>
              {isDir ? (
                <FolderOutlinedIcon sx={{ fontSize: 16, color: 'primary.main' }} />
              ) : (
                <InsertDriveFileOutlinedIcon sx={{ fontSize: 16, color: 'text.secondary' }} />
              )}
              <Box
                component="span"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {entry.name}
              </Box>
            </ButtonBase>
            {open && (
              <TreeRows
                tree={tree}
                folder={path}
                depth={depth + 1}
                selected={selected}
                onSelect={onSelect}
              />
            )}
          </li>
        );
      })}
    </Box>
  );
}
