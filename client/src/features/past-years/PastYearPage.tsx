// One past edition's page (SPEC §2): theme, year, the story of the week and a photo gallery whose images
// come in every SPEC width (srcset), load lazily and keep their space while loading (width and height).
import { Anchor, Badge, Blockquote, Box, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { FormattedMessage } from '../../i18n/intl.tsx';
import { Link } from 'react-router-dom';
import { NotFoundPage } from '../../app/NotFoundPage.tsx';
import { PAST_YEAR_CATALOG, pastYearTitle } from '../../app/past-year-catalog.ts';
import type { GalleryPhoto } from './edition.ts';
import { PAST_EDITIONS } from './editions/index.ts';
import classes from './PastYearPage.module.css';

/** The gallery is two columns inside the page container (max 1140px) from 48em, one below. */
export const GALLERY_SIZES = '(max-width: 48em) calc(100vw - 32px), 560px';

export function PastYearPage({ year }: { year: number }) {
  const entry = PAST_YEAR_CATALOG.find((e) => e.year === year);
  const edition = PAST_EDITIONS.get(year);
  if (!entry || !edition) return <NotFoundPage />;
  const others = PAST_YEAR_CATALOG.filter((e) => e.year !== year);

  return (
    <Stack gap="xl">
      <Paper radius="lg" p={{ base: 'lg', sm: 40 }} bg={`${edition.color}.0`} className={classes.hero} style={{ borderColor: `var(--mantine-color-${edition.color}-3)` }}>
        <Stack gap="sm">
          <Badge size="lg" variant="filled" color="dark.6" w="fit-content">
            <FormattedMessage id="home.badge" defaultMessage="Vacation Bible School {year}" values={{ year: edition.year }} />
          </Badge>
          <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.1}>
            {entry.theme}
          </Title>
          <Text size="lg" maw={640}>
            {edition.tagline}
          </Text>
          <Group gap="xs">
            {edition.highlights.map((highlight) => (
              <Badge key={highlight} variant="white" color="dark" size="md" radius="sm" tt="none" fw={600}>
                {highlight}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Paper>

      <Box component="section" aria-labelledby="story" maw={760}>
        <Title order={2} id="story" mb="sm">
          <FormattedMessage id="pastYear.story" defaultMessage="The story of the week" />
        </Title>
        <Stack gap="sm">
          {edition.story.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} size="md" lh={1.65}>
              {paragraph}
            </Text>
          ))}
        </Stack>
        <Blockquote color={edition.color} icon={<IconQuote size={20} aria-hidden />} cite={`— ${edition.verse.reference}`} mt="lg" ml={18} iconSize={36}>
          {edition.verse.text}
        </Blockquote>
      </Box>

      <Box component="section" aria-labelledby="photos">
        <Title order={2} id="photos" mb="sm">
          <FormattedMessage id="pastYear.photos" defaultMessage="Photos" />
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {edition.gallery.map((photo) => (
            <GalleryFigure key={photo.image.src} photo={photo} />
          ))}
        </SimpleGrid>
      </Box>

      <Box component="nav" aria-labelledby="other-years">
        <Title order={2} size="h4" id="other-years" mb="xs">
          <FormattedMessage id="pastYear.others" defaultMessage="Other years" />
        </Title>
        <Group gap="md">
          {others.map((other) => (
            <Anchor key={other.path} component={Link} to={other.path}>
              {pastYearTitle(other)}
            </Anchor>
          ))}
        </Group>
      </Box>
    </Stack>
  );
}

function GalleryFigure({ photo }: { photo: GalleryPhoto }) {
  const { image } = photo;
  return (
    <Box component="figure" m={0} className={classes.figure}>
      <Image
        src={image.src}
        srcSet={image.srcSet}
        sizes={GALLERY_SIZES}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        alt={photo.alt}
        radius="md"
        className={classes.photo}
      />
      <Text component="figcaption" size="sm" c="dimmed" mt={6}>
        {photo.caption}
      </Text>
    </Box>
  );
}
