import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { bareMovie, fullMovie, MOVIE_ID } from '@/testing/fixtures/movie.ts';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
import { describeLoadStates } from '@/testing/load-states.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const path = `/movie/${MOVIE_ID}`;
const apiPath = `/api/movie/${MOVIE_ID}`;

/** The screen once the API has answered `body`, found by its heading. */
async function openMovie(body: typeof fullMovie) {
  fakeApi.use(answer(apiPath, body));
  renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Orbit of Ash (1999)' });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('movie screen', () => {
  describeLoadStates({
    path,
    apiPath,
    body: fullMovie,
    heading: 'Orbit of Ash (1999)',
    thing: 'Movie',
  });

  it('shows the movie: title, rating, facts, key crew and links', async () => {
    await openMovie(fullMovie);
    expect(document.title).toBe('Orbit of Ash | Media Search');
    expect(screen.getByText('Nothing burns forever.')).toBeVisible();
    expect(screen.getByText('R')).toBeVisible();
    expect(screen.getByText('Rated 4.2 out of 5 from 2,000 votes')).toBeInTheDocument();
    expect(screen.getByText('Budget:').nextSibling).toHaveTextContent('$63,000,000');
    expect(screen.getByText('Genres:').nextSibling).toHaveTextContent('Drama - Science Fiction');
    expect(screen.getByText('Runtime:').nextSibling).toHaveTextContent('139 mins');
    const keyCrew = screen.getByRole('list', { name: 'Key crew' });
    expect(within(keyCrew).getByRole('link', { name: 'Ada Fenwick' })).toHaveAttribute(
      'href',
      '/person/301',
    );
    expect(within(keyCrew).getByText('Director, Writer')).toBeVisible();
    expect(screen.getByRole('link', { name: 'IMDB' })).toHaveAttribute(
      'href',
      'https://www.imdb.com/title/tt0000101/',
    );
    expect(screen.getByRole('button', { name: 'Watch Trailer' })).toBeVisible();
  });

  it('shows the cast, collection, videos, images and titles to watch next', async () => {
    await openMovie(fullMovie);
    const cast = section('Top Billed Cast');
    expect(within(cast).getByRole('link', { name: /Mara Quell/ })).toHaveAttribute(
      'href',
      '/person/201',
    );
    expect(within(cast).getByText('Captain Ines')).toBeVisible();
    expect(within(cast).getByText('2 of 12 shown')).toBeVisible();
    expect(within(cast).getByRole('link', { name: 'Full Cast & Crew' })).toHaveAttribute(
      'href',
      `/movie/${MOVIE_ID}/cast`,
    );
    expect(within(section('Collection')).getByRole('link')).toHaveAttribute(
      'href',
      '/collection/7',
    );
    expect(screen.getByRole('heading', { name: 'Part of the Ash Collection' })).toBeVisible();
    expect(
      within(section('Videos')).getByRole('button', { name: 'Play Official Trailer (Trailer)' }),
    ).toBeVisible();
    expect(
      within(section('Images')).getByRole('button', { name: 'Backdrops: image 1 of 1' }),
    ).toBeVisible();
    expect(
      within(section('Recommendations')).getByRole('link', { name: /Embers Rising/ }),
    ).toHaveAttribute('href', '/movie/102');
    expect(within(section('Similar')).getByRole('link', { name: /Cold Harbour/ })).toHaveAttribute(
      'href',
      '/movie/103',
    );
  });

  it('lists where it streams in the Watch Guide', async () => {
    await openMovie(fullMovie);
    await userEvent.click(screen.getByRole('button', { name: 'Watch Guide' }));
    const guide = section('Watch Guide');
    expect(within(guide).getByRole('link', { name: 'Streamflix' })).toHaveAttribute(
      'href',
      fullMovie.watchProviders.results.us.link,
    );
    expect(within(guide).getAllByText('None')).toHaveLength(3);
  });

  it('leaves out the sections it has nothing for', async () => {
    await openMovie(bareMovie);
    for (const name of [
      'Top Billed Cast',
      'Collection',
      'Videos',
      'Images',
      'Recommendations',
      'Similar',
    ]) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Watch Trailer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Key crew' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'IMDB' })).not.toBeInTheDocument();
    // The Watch Guide always shows, saying there is nowhere to watch it.
    await userEvent.click(screen.getByRole('button', { name: 'Watch Guide' }));
    expect(within(section('Watch Guide')).getAllByText('None')).toHaveLength(4);
  });
});

/** What a visitor reads of the full movie in each other language. */
const IN_LANGUAGE = {
  de: {
    cast: 'Hauptbesetzung',
    fullCast: 'Gesamte Besetzung & Crew',
    shown: '2 von 12 angezeigt',
    rating: 'Bewertet mit 4,2 von 5 bei 2.000 Stimmen',
    facts: [
      ['Erscheinungsdatum:', '15. Oktober 1999'],
      ['Originalsprache:', 'Englisch'],
      ['Budget:', '63.000.000 $'],
      ['Einnahmen:', '101.200.000 $'],
      ['Laufzeit:', '139 Min.'],
    ],
    keyCrew: ['Wichtigste Crew', 'Regie, Drehbuch'],
    partOf: 'Teil von „Ash Collection“',
    videos: ['Videos', 'Trailer (1)'],
    images: ['Bilder', 'Hintergrundbilder: Bild 1 von 1'],
    related: ['Empfehlungen', 'Ähnliche Titel'],
    trailer: 'Trailer ansehen',
    watchGuide: ['Wo ansehen', 'Abo', 'Keine'],
  },
  fr: {
    cast: 'Têtes d’affiche',
    fullCast: 'Distribution et équipe technique',
    shown: '2 affichés sur 12',
    rating: 'Noté 4,2 sur 5 par 2 000 votants',
    facts: [
      ['Date de sortie :', '15 octobre 1999'],
      ['Langue d’origine :', 'anglais'],
      ['Budget :', '63 000 000 $US'],
      ['Recettes :', '101 200 000 $US'],
      ['Durée :', '139 min'],
    ],
    keyCrew: ['Équipe principale', 'Réalisation et Scénario'],
    // Narrow no-break spaces inside the guillemets, as French sets them.
    partOf: 'Fait partie de «\u202fAsh Collection\u202f»',
    videos: ['Vidéos', 'Bandes-annonces (1)'],
    // Accessible names keep the no-break space before a French colon.
    images: ['Images', 'Fonds d’écran\u00a0: image 1 sur 1'],
    related: ['Recommandations', 'Titres similaires'],
    trailer: 'Voir la bande-annonce',
    watchGuide: ['Où regarder', 'Abonnement', 'Aucun'],
  },
  es: {
    cast: 'Reparto principal',
    fullCast: 'Reparto y equipo completos',
    shown: 'Se muestran 2 de 12',
    rating: 'Valoración de 4,2 sobre 5 con 2000 votos',
    facts: [
      ['Fecha de estreno:', '15 de octubre de 1999'],
      ['Idioma original:', 'inglés'],
      ['Presupuesto:', '63.000.000 US$'],
      ['Ingresos:', '101.200.000 US$'],
      ['Duración:', '139 min'],
    ],
    keyCrew: ['Equipo principal', 'Dirección y Guion'],
    partOf: 'Parte de «Ash Collection»',
    videos: ['Vídeos', 'Tráileres (1)'],
    images: ['Imágenes', 'Fondos: imagen 1 de 1'],
    related: ['Recomendaciones', 'Títulos similares'],
    trailer: 'Ver tráiler',
    watchGuide: ['Dónde ver', 'Suscripción', 'Ninguno'],
  },
} as const;

describe.each(OTHER_LANGUAGES)('movie screen in %s', (language) => {
  beforeEach(() => setTestLanguage(language));
  const text = IN_LANGUAGE[language];

  it('shows its headings, facts, money, dates and counts as the language writes them', async () => {
    await openMovie(fullMovie);
    const cast = section(text.cast);
    expect(within(cast).getByRole('link', { name: text.fullCast })).toBeVisible();
    expect(within(cast).getByText(text.shown)).toBeVisible();
    expect(screen.getByText(text.rating)).toBeInTheDocument();
    for (const [label, value] of text.facts) {
      expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
    }
    const [keyCrew, jobs] = text.keyCrew;
    expect(within(screen.getByRole('list', { name: keyCrew })).getByText(jobs)).toBeVisible();
    expect(screen.getByRole('heading', { name: text.partOf })).toBeVisible();
    const [videos, trailers] = text.videos;
    expect(within(section(videos)).getByRole('heading', { name: trailers })).toBeVisible();
    const [images, thumbnail] = text.images;
    expect(within(section(images)).getByRole('button', { name: thumbnail })).toBeVisible();
    for (const heading of text.related) expect(section(heading)).toBeVisible();
    expect(screen.getByRole('button', { name: text.trailer })).toBeVisible();

    const [watchGuide, subscription, none] = text.watchGuide;
    await userEvent.click(screen.getByRole('button', { name: watchGuide }));
    const guide = section(watchGuide);
    expect(within(guide).getByRole('heading', { name: subscription })).toBeVisible();
    expect(within(guide).getAllByText(none)).toHaveLength(3);
  });
});

describe('movie screen in German', () => {
  beforeEach(() => setTestLanguage('de'));

  it('groups a large vote count as German does', async () => {
    const popular = { ...fullMovie, movieDetails: { ...fullMovie.movieDetails, voteCount: 30412 } };
    await openMovie(popular);
    expect(screen.getByTitle('30.412 Stimmen')).toHaveTextContent(/^30\.412$/);
  });
});
