import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { field, openAdmin, SLOW } from './admin-readability';
import { axeViolations, OPEN_DIALOG } from './axe';
import { launchBrowser, openPage, watchErrors } from './browser';
import { admin, openDrawerFrom, requestsByCompany } from './request-form-steps';
import { takenOver } from './settle';

// The site in Spanish in a real browser (docs/decisions/036-languages.md): the switcher keeps the
// page, and the whole request form speaks Spanish (its labels, a validation message, the option
// lists, the success toast); the request is stored with its language and English values.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the site in Spanish', () => {
  it('switches a service page to its Spanish version and back, keeping the page', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    await page.goto('/creative-services/web');
    // The switcher in the site's hands: a click before hydration is a document navigation, which
    // the browser animates and may abort with a console error of its own.
    const spanish = page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Español' });
    await takenOver(spanish);
    await spanish.click();
    await page.waitForURL('**/es/creative-services/diseno-web');
    await page
      .getByRole('heading', { level: 1, name: 'Webs rápidas y accesibles que tu equipo puede mantener al día' })
      .waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    // Its image's alt text is the Spanish of the file's description.
    await page.getByRole('img', { name: 'Ilustración abstracta del servicio Diseño y desarrollo web' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Links of the Spanish page stay in Spanish.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Trabajos' }).click();
    await page.waitForURL('**/es/creative-design-portfolio');
    // The switcher, not the hint a browser in English is offered on a Spanish page.
    await page.getByRole('list', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/creative-design-portfolio');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('heading', { level: 1, name: 'Selected work, and what it changed' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends the whole request form in Spanish, and stores it with its language', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    const company = `Estudio Sol ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(
      page,
      '/es/creative-services/diseno-web',
      'Empieza un proyecto de Diseño y desarrollo web',
      'Paso 1 de 4',
    );
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
    const next = () => page.getByRole('button', { name: 'Siguiente' }).click();
    await next();
    await page.getByText('Paso 2 de 4').waitFor();
    await next();
    await page.getByText('El nombre es obligatorio').waitFor();
    await page.getByLabel(/^Nombre/).fill('Lucía');
    await page.getByLabel('Apellidos').fill('Gómez');
    await page.getByLabel('Empresa').fill(company);
    await page.getByLabel('Correo electrónico').fill('lucia@example.com');
    await next();
    await page.getByText('Paso 3 de 4').waitFor();
    await page.getByLabel('¿Cómo nos conociste?').selectOption({ label: 'Recomendación' });
    await page.getByLabel('$20,000 - $50,000').check();
    await page.getByLabel('Flexible').check();
    await page.getByLabel('Siguiente paso preferido').selectOption({ label: 'Programar una consulta' });
    await next();
    await page.getByText('Paso 4 de 4').waitFor();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('¡Formulario enviado correctamente!').waitFor();
    const [stored] = await requestsByCompany(company);
    expect(stored).toMatchObject({
      status: 'new',
      language: 'es',
      research: 'Referral',
      next_step: 'Schedule a consultation',
      service_name: 'Diseño y desarrollo web',
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers a visitor whose browser prefers another language the same page in it, until they answer', async () => {
    const page = await openPage(browser, { chosenLanguage: null, locale: 'es-ES' });
    const errors = watchErrors(page);
    await page.goto('/creative-services/web');
    const hint = page.getByRole('complementary', { name: 'Language' });
    await hint.getByRole('link', { name: 'Español' }).waitFor();
    expect(await hint.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe(
      '/es/creative-services/diseno-web',
    );
    expect(await axeViolations(page)).toEqual([]);
    await hint.getByRole('button', { name: 'Stay in this language' }).click();
    await hint.waitFor({ state: 'detached' });
    // Answered: no page asks again.
    await page.goto('/creative-design-portfolio');
    await page.waitForFunction(() => document.documentElement.dataset.idleRuntime === 'started');
    expect(await page.getByRole('complementary', { name: 'Language' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it(
    "shows an editor an image's Spanish description beside its English, on the image's page in the File Library",
    async () => {
      const page = await openAdmin(browser, 'editor');
      const { data: files } = await admin<{ data: { id: string }[] }>(
        '/files?filter[filename_download][_eq]=service-web.svg&fields=id',
      );
      await page.goto(`${inject('stack').directusUrl}/admin/files/${files[0]!.id}`);
      const translations = field(page, 'Translations');
      await translations.getByText('Abstract artwork for the Web Design & Development service').waitFor();
      const spanish = translations.locator('textarea, input');
      await expect
        .poll(() =>
          spanish.evaluateAll((inputs) =>
            inputs.map((input) =>
              input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value : '',
            ),
          ),
        )
        .toContain('Ilustración abstracta del servicio Diseño y desarrollo web');
      await page.close();
    },
    SLOW,
  );
});
