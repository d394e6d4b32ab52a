/**
 * The keyboard shortcuts as a reader sees them, group by group: the keys, each in a `<kbd>`,
 * beside what they do. The "Keyboard shortcuts" dialog and the About page both show this.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react';
import { Fragment } from 'react';
import { SHORTCUT_GROUPS } from './shortcut-list.ts';

/** How a key is written when its `KeyboardEvent.key` name is not what its cap shows. */
const KEY_CAPS: Readonly<Record<string, string>> = {
  ArrowLeft: '←',
  ArrowRight: '→',
};

/** Keys whose caps say a word, which keyboards of each language print differently. */
const KEY_WORDS: Readonly<Record<string, string>> = {
  Home: /*i18n*/ 'shortcuts.keyHome',
  End: /*i18n*/ 'shortcuts.keyEnd',
};

function Key({ name }: { name: string }) {
  const { i18n } = useLingui();
  const word = KEY_WORDS[name];
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: '1.75em',
        px: 0.75,
        border: 1,
        borderBottomWidth: 2,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontFamily: 'monospace',
        fontSize: '0.9375rem',
        lineHeight: 1.6,
        textAlign: 'center',
      }}
    >
      {word ? i18n._(word) : (KEY_CAPS[name] ?? name)}
    </Box>
  );
}

export function ShortcutTable() {
  const { i18n } = useLingui();
  return SHORTCUT_GROUPS.map(({ heading, shortcuts }) => (
    <Box component="section" key={heading} sx={{ '& + &': { mt: 2 } }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold', mb: 1 }}>
        {i18n._(heading)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 1,
          alignItems: 'baseline',
          m: 0,
        }}
      >
        {shortcuts.map(({ keys, description }) => (
          <Fragment key={description}>
            <Box component="dt" sx={{ whiteSpace: 'nowrap' }}>
              {keys.map((key, index) => (
                <Fragment key={index}>
                  {index > 0 && ` ${i18n._('shortcuts.then')} `}
                  <Key name={key} />
                </Fragment>
              ))}
            </Box>
            <Typography component="dd" sx={{ m: 0 }}>
              {i18n._(description)}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  ));
}
