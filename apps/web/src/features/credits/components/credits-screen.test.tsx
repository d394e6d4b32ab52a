import type { CreditsResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { movieCredits, noCredits, showCredits } from '@/testing/fixtures/credits.ts';
import { MOVIE_ID } from '@/testing/fixtures/movie.ts';
import { SHOW_ID } from '@/testing/fixtures/tv.ts';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
import { describeLoadStates } from '@/testing/load-states.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const moviePath = `/movie/${MOVIE_ID}/cast`;
const movieApiPath = `/api/movie/${MOVIE_ID}/credits`;
const showPath = `/tv/${SHOW_ID}/cast`;
const showApiPath = `/api/tvshow/${SHOW_ID}/credits`;

/** The screen once the API has answered `body`, found by its heading. */
async function openCredits(path: string, apiPath: string, body: CreditsResponse, heading: string) {
  fakeApi.use(answer(apiPath, body));
  renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: heading });
}

const section = (name: string) => screen.getByRole('region', { name });

/** Each credited person's line: name, then what they did. */
const creditLines = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The crew's department choice, named 'Department' and then by what it shows. */
const departmentChoice = (crew: HTMLElement, label = 'Department') =>
  within(crew).getByRole('combobox', { name: new RegExp(`^${label}`) });

// jsdom lays nothing out, so has no scrollIntoView: record where the page was sent instead.
const scrolledTo = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  scrolledTo.mockReset();
});

describe('Full Cast & Crew screen', () => {
  describeLoadStates({
    path: moviePath,
    apiPath: movieApiPath,
    body: movieCredits,
    heading: 'Full Cast & Crew',
    thing: 'Movie',
  });

  it("lists a movie's cast with their characters and its crew by department", async () => {
    await openCredits(moviePath, movieApiPath, movieCredits, 'Full Cast & Crew');
    expect(document.title).toBe('Orbit of Ash: Full Cast & Crew | Media Search');
    expect(screen.getByText('Orbit of Ash (1999)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Orbit of Ash' })).toHaveAttribute(
      'href',
      `/movie/${MOVIE_ID}`,
    );
    expect(creditLines(section('Cast (2)'))).toEqual([
      'Mara QuellCaptain Ines',
      'Tobin Reyes(unknown)',
    ]);
    // Ada Fenwick counts once, though she is in two departments.
    expect(section('Crew (2)')).toBeVisible();
    expect(within(section('Directing')).getByText('1 person')).toBeVisible();
    expect(creditLines(section('Writing'))).toEqual([
      'Ada FenwickScreenplay, Story',
      'Pavel RuudNovel',
    ]);
    expect(within(section('Writing')).getByText('2 people')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pavel Ruud' })).toHaveAttribute('href', '/person/302');
  });

  it("gives a show's roles and jobs with their episodes", async () => {
    await openCredits(showPath, showApiPath, showCredits, 'Full Cast & Crew');
    expect(screen.getByRole('link', { name: 'Back to Harbour Lights' })).toHaveAttribute(
      'href',
      `/tv/${SHOW_ID}`,
    );
    expect(creditLines(section('Cast (1)'))).toEqual([
      'Nell AveryKeeper Wren (16 episodes) / Self (1 episode)',
    ]);
    expect(creditLines(section('Production'))).toEqual([
      'Iris CalderExecutive Producer (16 episodes)',
    ]);
  });

  it('leads from the top to the crew, and from the crew back to the cast', async () => {
    await openCredits(moviePath, movieApiPath, movieCredits, 'Full Cast & Crew');
    const jumps = screen.getByRole('navigation', { name: 'Jump to' });
    expect(
      within(jumps)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cast (2)', 'Crew (2)']);
    await userEvent.click(within(jumps).getByRole('link', { name: 'Crew (2)' }));
    const crewHeading = within(section('Crew (2)')).getByRole('heading', { level: 2 });
    expect(scrolledTo).toHaveBeenLastCalledWith(crewHeading);
    expect(crewHeading).toHaveFocus();

    await userEvent.click(within(section('Crew (2)')).getByRole('link', { name: 'Back to Cast' }));
    const castHeading = within(section('Cast (2)')).getByRole('heading', { level: 2 });
    expect(scrolledTo).toHaveBeenLastCalledWith(castHeading);
    expect(castHeading).toHaveFocus();
  });

  it('narrows the crew to one department, each offered with its head count', async () => {
    await openCredits(moviePath, movieApiPath, movieCredits, 'Full Cast & Crew');
    const crew = section('Crew (2)');
    expect(departmentChoice(crew)).toHaveTextContent('All departments (2)');
    await userEvent.click(departmentChoice(crew));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All departments (2)',
      'Directing (1)',
      'Writing (2)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Writing (2)' }));
    expect(within(crew).queryByRole('region', { name: 'Directing' })).not.toBeInTheDocument();
    expect(creditLines(within(crew).getByRole('region', { name: 'Writing' }))).toEqual([
      'Ada FenwickScreenplay, Story',
      'Pavel RuudNovel',
    ]);
    // The cast stays whole.
    expect(creditLines(section('Cast (2)'))).toHaveLength(2);

    await userEvent.click(departmentChoice(crew));
    await userEvent.click(screen.getByRole('option', { name: 'All departments (2)' }));
    expect(within(crew).getByRole('region', { name: 'Directing' })).toBeVisible();
  });

  it('offers no choice of department when the crew has only one', async () => {
    await openCredits(showPath, showApiPath, showCredits, 'Full Cast & Crew');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Jump to' })).toBeVisible();
  });

  it('says so while nobody is credited', async () => {
    await openCredits(moviePath, movieApiPath, noCredits, 'Full Cast & Crew');
    expect(screen.getByText('Nobody is credited yet.')).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Cast/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Crew/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Jump to' })).not.toBeInTheDocument();
  });
});

/** What a visitor reads of the credits in each other language. */
const IN_LANGUAGE = {
  de: {
    heading: 'Gesamte Besetzung & Crew',
    title: 'Orbit of Ash: Gesamte Besetzung & Crew | Media Search',
    back: 'Zurück zu Orbit of Ash',
    cast: ['Besetzung (2)', 'Tobin Reyes(unbekannt)'],
    crew: 'Crew (2)',
    directing: ['Regie', '1 Person'],
    writing: ['Drehbuch', '2 Personen', 'Ada FenwickDrehbuch, Handlung', 'Pavel RuudRomanvorlage'],
    showCast: ['Besetzung (1)', 'Nell AveryKeeper Wren (16 Folgen) / Self (1 Folge)'],
    showCrew: ['Produktion', 'Iris CalderAusführende Produktion (16 Folgen)'],
    jumps: ['Springen zu', 'Zurück zur Besetzung'],
    department: ['Bereich', ['Alle Bereiche (2)', 'Regie (1)', 'Drehbuch (2)']],
  },
  fr: {
    heading: 'Distribution et équipe technique',
    title: 'Orbit of Ash : distribution et équipe technique | Media Search',
    back: 'Retour à Orbit of Ash',
    cast: ['Distribution (2)', 'Tobin Reyes(inconnu)'],
    crew: 'Équipe technique (2)',
    directing: ['Réalisation', '1 personne'],
    writing: ['Scénario', '2 personnes', 'Ada FenwickScénario et Histoire', 'Pavel RuudRoman'],
    showCast: ['Distribution (1)', 'Nell AveryKeeper Wren (16 épisodes) / Self (1 épisode)'],
    showCrew: ['Production', 'Iris CalderProduction exécutive (16 épisodes)'],
    jumps: ['Aller à', 'Retour à la distribution'],
    department: ['Domaine', ['Tous les domaines (2)', 'Réalisation (1)', 'Scénario (2)']],
  },
  es: {
    heading: 'Reparto y equipo completos',
    title: 'Orbit of Ash: reparto y equipo completos | Media Search',
    back: 'Volver a Orbit of Ash',
    cast: ['Reparto (2)', 'Tobin Reyes(desconocido)'],
    crew: 'Equipo técnico (2)',
    directing: ['Dirección', '1 persona'],
    writing: ['Guion', '2 personas', 'Ada FenwickGuion e Historia', 'Pavel RuudNovela'],
    showCast: ['Reparto (1)', 'Nell AveryKeeper Wren (16 episodios) / Self (1 episodio)'],
    showCrew: ['Producción', 'Iris CalderProducción ejecutiva (16 episodios)'],
    jumps: ['Ir a', 'Volver al reparto'],
    department: ['Departamento', ['Todos los departamentos (2)', 'Dirección (1)', 'Guion (2)']],
  },
} as const;

describe.each(OTHER_LANGUAGES)('Full Cast & Crew screen in %s', (language) => {
  beforeEach(() => setTestLanguage(language));
  const text = IN_LANGUAGE[language];

  it('names departments, jobs and counts in the language', async () => {
    await openCredits(moviePath, movieApiPath, movieCredits, text.heading);
    expect(document.title.replace(/\s/g, ' ')).toBe(text.title);
    expect(screen.getByRole('link', { name: text.back })).toBeVisible();
    const [cast, unknown] = text.cast;
    expect(creditLines(section(cast))).toContain(unknown);
    expect(section(text.crew)).toBeVisible();
    const [directing, onePerson] = text.directing;
    expect(within(section(directing)).getByText(onePerson)).toBeVisible();
    const [writing, twoPeople, ...lines] = text.writing;
    expect(within(section(writing)).getByText(twoPeople)).toBeVisible();
    expect(creditLines(section(writing))).toEqual(lines);
  });

  it('offers the jumps and the choice of department in the language', async () => {
    await openCredits(moviePath, movieApiPath, movieCredits, text.heading);
    const [jumpTo, backToCast] = text.jumps;
    expect(screen.getByRole('navigation', { name: jumpTo })).toBeVisible();
    const crew = section(text.crew);
    expect(within(crew).getByRole('link', { name: backToCast })).toBeVisible();
    const [label, options] = text.department;
    await userEvent.click(departmentChoice(crew, label));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(options);
  });

  it("gives a show's episodes in the language", async () => {
    await openCredits(showPath, showApiPath, showCredits, text.heading);
    const [cast, role] = text.showCast;
    expect(creditLines(section(cast))).toEqual([role]);
    const [production, job] = text.showCrew;
    expect(creditLines(section(production))).toEqual([job]);
  });
});
