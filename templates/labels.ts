// Spanish labels of the category ids that content and forms store.
import type { ADMIN_SERVICE_CATEGORIES, BLOG_CATEGORIES } from '../pipeline/rules.ts';

export const BLOG_CATEGORY_LABELS: Record<(typeof BLOG_CATEGORIES)[number], string> = {
  consejos: 'Consejos',
  tutoriales: 'Tutoriales',
  noticias: 'Noticias',
  comparativas: 'Comparativas',
};

export const SERVICE_CATEGORY_LABELS: Record<(typeof ADMIN_SERVICE_CATEGORIES)[number], string> = {
  hogar: 'Hogar',
  empresas: 'Empresas',
  automoviles: 'Automóviles',
  tecnologia: 'Tecnología',
};
