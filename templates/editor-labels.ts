// What the content editor at /editor says, in Spanish (Colombia): a label for every field of pipeline/content/schema.ts,
// keyed by its path in a content file ("hero.title", "cards.icon"; the same path means the same thing in every
// file), with a hint where the owner needs one and the message shown when a value does not have the expected
// form. tests/editor-config.test.ts fails, naming the path, when a schema field has no label here.

export interface FieldLabel {
  label: string;
  /** Shown under the input. Limited Markdown (bold, italic, links). */
  hint?: string;
  /** Shown when the value does not match the field's pattern (schema regex, web address). */
  pattern?: string;
  /** For a list of plain values: what one item is called. */
  item?: string;
  /** For a field of allowed values: how each value reads in the list, where the value itself is not a word. */
  options?: Record<string, string>;
}

const LINK = 'Una dirección del sitio que empieza por «/», por ejemplo /servicios/servicio-de-plomero-en-cartagena.';
const LINK_PATTERN = 'Escribe una dirección del sitio: empieza por «/», en minúsculas y sin espacios.';
const WEB = 'Escribe la dirección completa, empezando por https://';
/** Site settings that {{placeholders}} put into page texts: no sign that Markdown or HTML would read as markup. */
const PLAIN_TEXT = 'Solo texto, sin los signos < > [ ] ` * _ { } | \\.';
const PHONE = 'Escribe 57 y los 10 dígitos del celular, sin espacios ni «+»: 573001234567.';
const VIDEO = 'Escribe el código de 11 caracteres del video de YouTube (lo que va después de «v=»).';
const TIME = 'Hora de 24 horas con dos puntos: 07:00, 19:00.';
const ICON = 'Elige un icono por su nombre en inglés; todos se ven en [lucide.dev/icons](https://lucide.dev/icons).';

/** A service page's `job` and a catalogue group's defaults of it (pipeline/content/schema.ts): the same fields, said once. */
const JOB_LABELS: Record<string, FieldLabel> = {
  job: { label: 'Cómo se hace el trabajo', hint: 'Escribe la franja de promesas bajo el botón y los pasos del pedido. Lo que la página no indica lo toma de su grupo del catálogo.' },
  'job.how': { label: 'Cómo se presta', hint: '**visita**: la persona va a la casa o al negocio; **visita-taller**: va a la casa y, si hace falta banco de trabajo, se lleva el equipo con un recibo (computadores, televisores, sonido); **recogida**: recogemos y devolvemos (ropa, calzado, muebles); **taller**: el equipo va al taller; **turno**: una persona asignada por horas o un día fijo (aseo, empleada, paseos, tareas).' },
  'job.person': { label: 'Quién hace el trabajo', hint: 'Con su artículo y en minúscula: «el plomero», «la tutora», «la trabajadora de aseo». Nunca «el técnico» donde nadie lo es.' },
  'job.verified': { label: 'Primera promesa', hint: 'A quién enviamos y qué verificamos, en pocas palabras: «Plomeros verificados».' },
  'job.warranty': { label: 'Garantía' },
  'job.warranty.kind': { label: 'Tipo de garantía', hint: '**plazo**: un plazo sobre un trabajo; **estructural**: obra (10 años de estabilidad y 1 año en acabados, Ley 1480 art. 8); **ninguna**: el servicio es el tiempo de una persona (paseos, tareas, horas de aseo).' },
  'job.warranty.term': { label: 'Plazo', hint: 'Solo con «plazo»: «3 meses», «1 año». El mismo trabajo lleva el mismo plazo en todas las páginas.' },
  'job.warranty.work': { label: 'Trabajo que cubre', hint: 'Solo con «plazo», en minúscula: «reparación», «acabados», «soldadura estructural».' },
  'job.warranty.covers': { label: 'Qué cubre el plazo (opcional)', hint: 'Obligatorio en servicios con visitas fijas: «una visita no hecha o por debajo de lo acordado se repite o no se cobra». Se lee junto al botón: «Garantía de 3 meses: …».' },
  'job.steps': { label: 'Pasos del pedido (opcional)', item: 'Paso', hint: 'Tres pasos, solo si los que se escriben solos no sirven para este trabajo.' },
};
/** Labels under another path: `under('groups.', JOB_LABELS)` keys them "groups.job", "groups.job.how"… */
const under = (prefix: string, labels: Record<string, FieldLabel>) => Object.fromEntries(Object.entries(labels).map(([path, label]) => [`${prefix}${path}`, label]));

export const FIELD_LABELS: Record<string, FieldLabel> = {
  // Every page with its own address
  title: { label: 'Título para Google y la pestaña', hint: 'Hasta 60 caracteres; el sitio le agrega la marca al final.' },
  description: { label: 'Descripción para Google', hint: 'Entre 70 y 160 caracteres: lo que Google muestra debajo del título.' },
  keywords: { label: 'Palabras clave', item: 'Palabra clave', hint: 'Lo que la gente escribe en Google para encontrar esta página.' },
  updated: { label: 'Fecha de la última revisión' },
  name: { label: 'Nombre', hint: 'Como aparece en el catálogo y en la ruta de navegación.' },
  icon: { label: 'Icono', hint: ICON },
  heading: { label: 'Título de la página' },
  intro: { label: 'Introducción' },
  text: { label: 'Texto' },
  note: { label: 'Nota (opcional)' },
  summary: { label: 'Resumen en el catálogo', hint: 'Una línea que distingue este servicio de los parecidos.' },
  synonyms: { label: 'Sinónimos', item: 'Grupo', hint: 'Cada grupo: cómo lo dicen las páginas y cómo lo escribe la gente.' },
  'synonyms.means': { label: 'Significa', hint: 'En las palabras de las páginas de servicio («plomero», «nevera»).' },
  'synonyms.said': { label: 'Cómo lo escribe la gente', item: 'Frase', hint: 'Otros nombres, regionalismos y errores comunes («fontanero», «nevecón», «se saltó el taco»).' },
  searchTerms: { label: 'Palabras de búsqueda', item: 'Palabra o frase', hint: 'Cómo describe la gente el problema («fuga», «no enfría»); el buscador del catálogo las usa.' },
  beforeVisit: { label: 'Antes de la visita', hint: 'Algo práctico que el cliente puede hacer mientras llega el técnico.' },
  group: { label: 'Grupo del catálogo' },
  aliases: {
    label: 'Direcciones antiguas',
    item: 'Dirección antigua',
    hint: 'Solo la parte final de una dirección vieja que debe llevar a esta página. Normalmente vacía.',
    pattern: 'Solo minúsculas, números y guiones, por ejemplo «mecanico-autos-cartagena».',
  },
  // Hero, call to action, WhatsApp
  hero: { label: 'Portada de la página' },
  'hero.title': { label: 'Título principal', hint: 'El título grande de la página.' },
  'hero.subtitle': { label: 'Subtítulo' },
  'hero.description': { label: 'Texto de la portada' },
  'hero.imageAlt': { label: 'Descripción de la ilustración', hint: 'Qué muestra la imagen, para quien no la ve.' },
  'hero.tagline': { label: 'Frase de la marca' },
  'hero.intro': { label: 'Introducción' },
  'hero.buttonText': { label: 'Texto del botón' },
  cta: { label: 'Llamado final a escribirnos' },
  'cta.title': { label: 'Título' },
  'cta.description': { label: 'Texto' },
  whatsapp: { label: 'Mensaje de WhatsApp', hint: 'El mensaje que llega ya escrito cuando un cliente toca el botón de WhatsApp.' },
  'whatsapp.message': { label: 'Saludo y servicio', hint: 'Por ejemplo «Hola, necesito un plomero en Cartagena.»' },
  'whatsapp.problem': { label: 'Ejemplo del problema', hint: 'Un ejemplo corto que el cliente cambia por el suyo.' },
  'whatsapp.offer': { label: 'Ofrecimiento de foto', hint: 'Por ejemplo «Puedo enviarles una foto del daño.»' },
  'whatsapp.label': { label: 'Palabras antes del detalle', hint: 'Sin los dos puntos: «El problema» si se reporta un daño, «Lo que necesito» si se pide algo, «Mi perro». Por defecto «El problema».' },
  'whatsapp.question': { label: 'Pregunta del detalle', hint: 'La pregunta sobre el detalle en las preguntas opcionales: «¿Qué necesitas? En pocas palabras».' },
  // Service pages
  claims: { label: 'Promesas de la página' },
  'claims.freeDiagnosis': { label: 'Diagnóstico o visita sin costo' },
  'claims.freeQuote': { label: 'La visita gratis es para medir y cotizar (opcional)', hint: 'En instalaciones: la franja dice «Visita y cotización gratis» en vez de «Diagnóstico gratis».' },
  'claims.allHours': { label: 'Atención 24 horas' },
  ...JOB_LABELS,
  fit: { label: 'Para quién es' },
  'fit.for': { label: 'Sirve para' },
  'fit.notFor': { label: 'No sirve para' },
  'fit.alternative': { label: 'Página que sí sirve (opcional)', hint: LINK, pattern: LINK_PATTERN },
  illustration: { label: 'Ilustración', hint: 'El trabajo dibujado delante de un lugar de Cartagena.' },
  'illustration.subject': { label: 'Objeto principal', hint: 'Un nombre de icones.js.org/collection/fluent-emoji-flat, por ejemplo «faucet».' },
  'illustration.details': { label: 'Objetos pequeños (hasta 2)', hint: 'Nombres de la misma colección, por ejemplo «droplet».' },
  'illustration.scene': { label: 'Lugar de fondo', hint: 'El del grupo del servicio: balcon, murallas, bahia o torre-del-reloj.' },
  cards: { label: 'Tarjetas de servicios' },
  'cards.title': { label: 'Título' },
  'cards.description': { label: 'Descripción' },
  'cards.icon': { label: 'Icono', hint: ICON },
  'cards.link': { label: 'Enlace (opcional)', hint: LINK, pattern: LINK_PATTERN },
  benefits: { label: '¿Por qué elegirnos?' },
  'benefits.title': { label: 'Título' },
  'benefits.description': { label: 'Descripción' },
  faq: { label: 'Preguntas frecuentes' },
  'faq.question': { label: 'Pregunta' },
  'faq.answer': { label: 'Respuesta' },
  // Construction page
  process: { label: 'Pasos del proceso' },
  'process.title': { label: 'Título' },
  'process.description': { label: 'Descripción' },
  // Landing page
  features: { label: 'Características' },
  'features.title': { label: 'Título de la sección' },
  'features.intro': { label: 'Introducción' },
  'features.items': { label: 'Características' },
  'features.items.title': { label: 'Título' },
  'features.items.description': { label: 'Descripción' },
  'features.items.icon': { label: 'Icono', hint: ICON },
  steps: { label: 'Cómo funciona' },
  'steps.title': { label: 'Título de la sección' },
  'steps.intro': { label: 'Introducción' },
  'steps.items': { label: 'Pasos' },
  'steps.items.title': { label: 'Título' },
  'steps.items.description': { label: 'Descripción' },
  categories: { label: 'Categorías' },
  'categories.title': { label: 'Título' },
  'categories.intro': { label: 'Introducción' },
  'categories.items': { label: 'Tarjetas de categorías' },
  'categories.items.title': { label: 'Título' },
  'categories.items.description': { label: 'Descripción' },
  'categories.items.icon': { label: 'Icono', hint: ICON },
  'categories.items.link': { label: 'Enlace', hint: LINK, pattern: LINK_PATTERN },
  'categories.icon': { label: 'Icono', hint: ICON },
  'categories.services': { label: 'Servicios de la categoría' },
  'categories.services.name': { label: 'Nombre (opcional)', hint: 'Si lo dejas vacío se usa el nombre de la página enlazada.' },
  'categories.services.link': { label: 'Enlace', hint: LINK, pattern: LINK_PATTERN },
  about: { label: 'Quiénes somos' },
  'about.title': { label: 'Título' },
  'about.paragraphs': { label: 'Párrafos', item: 'Párrafo' },
  download: { label: 'Descarga de la aplicación' },
  'download.title': { label: 'Título' },
  'download.text': { label: 'Texto' },
  contact: { label: 'Contacto' },
  'contact.title': { label: 'Título' },
  'contact.text': { label: 'Texto' },
  // Catalogue
  groups: { label: 'Grupos del catálogo', hint: 'Los cuatro grupos, en el orden de las pestañas.' },
  'groups.id': { label: 'Grupo' },
  'groups.name': { label: 'Nombre' },
  'groups.icon': { label: 'Icono', hint: ICON },
  'groups.description': { label: 'Descripción' },
  ...under('groups.', JOB_LABELS),
  // Blog and legal pages
  excerpt: { label: 'Extracto', hint: 'El resumen que aparece en la lista del blog.' },
  category: { label: 'Categoría' },
  author: { label: 'Autor' },
  date: { label: 'Fecha' },
  tags: { label: 'Etiquetas', item: 'Etiqueta', hint: 'La lista del blog muestra las tres primeras.' },
  kind: { label: 'Tipo de documento' },
  dateLabel: { label: 'Texto antes de la fecha', hint: 'Por ejemplo «Fecha de entrada en vigor».' },
  // site.yaml
  brand: { label: 'Marca', pattern: PLAIN_TEXT },
  productSlug: {
    label: 'Nombre corto en las direcciones legales',
    hint: 'Forma parte de /terminos-y-condiciones-… y /politica-de-privacidad-…',
    pattern: 'Solo minúsculas, números y guiones.',
  },
  url: { label: 'Dirección del sitio', hint: 'La dirección pública, con https://', pattern: 'Escribe la dirección completa, empezando por https://' },
  phone: { label: 'WhatsApp del negocio', hint: PHONE, pattern: PHONE },
  email: { label: 'Correo de contacto' },
  city: { label: 'Ciudad', pattern: PLAIN_TEXT },
  region: { label: 'Departamento', pattern: PLAIN_TEXT },
  country: { label: 'País', pattern: PLAIN_TEXT },
  tagline: { label: 'Frase de la marca' },
  social: { label: 'Redes sociales' },
  'social.facebook': { label: 'Facebook', pattern: WEB },
  'social.youtube': { label: 'YouTube', pattern: WEB },
  'social.tiktok': { label: 'TikTok', pattern: WEB },
  stores: { label: 'Tiendas de aplicaciones' },
  'stores.ios': { label: 'App Store', pattern: WEB },
  'stores.android': { label: 'Google Play', pattern: WEB },
  form: { label: 'Formulario de contacto (FormSubmit)' },
  'form.endpoint': { label: 'Dirección del formulario', pattern: WEB },
  'form.ajaxEndpoint': { label: 'Dirección del formulario con JavaScript', pattern: WEB },
  workshop: { label: 'Dirección del taller', hint: 'Adonde se llevan celulares, radios, equipos electrónicos y zapatos. Mientras diga «por definir», esas páginas dicen que la dirección se da por el chat.' },
  chatPerson: { label: 'Quién responde el chat (opcional)', hint: 'Si lo llenas, cada página de servicio dice junto al botón quién responde. Si no, no se muestra nada.' },
  'chatPerson.name': { label: 'Nombre' },
  'chatPerson.role': { label: 'Cargo', hint: 'En minúscula: «coordinadora de servicios».' },
  'chatPerson.photo': { label: 'Foto', hint: 'Una foto en public/, por ejemplo /equipo/ana.jpg.', pattern: 'Escribe la ruta de una foto en public/, así: /equipo/ana.jpg.' },
  video: { label: 'Videos de YouTube' },
  'video.promo': { label: 'Video de la página de inicio', hint: VIDEO, pattern: VIDEO },
  'video.service': { label: 'Video de las páginas de servicio', hint: VIDEO, pattern: VIDEO },
  legal: { label: 'Datos legales del negocio', hint: 'Aparecen en el pie de página y en las páginas legales.' },
  'legal.razonSocial': { label: 'Razón social' },
  'legal.nit': { label: 'NIT', pattern: 'Escribe el NIT así: 900.123.456-7.' },
  'legal.address': { label: 'Dirección' },
  'legal.phone': { label: 'Teléfono', hint: PHONE, pattern: PHONE },
  'legal.email': { label: 'Correo' },
  'legal.hours': { label: 'Horario de atención', hint: 'En hora de Cartagena. El pie de página, los datos para Google y el aviso junto al botón de WhatsApp salen de aquí.' },
  'legal.hours.week': { label: 'Horario de cada día', hint: 'Cuándo se responden los pedidos nuevos por WhatsApp. Un día que no tenga horario queda cerrado.' },
  'legal.hours.week.monday': { label: 'Lunes' },
  'legal.hours.week.tuesday': { label: 'Martes' },
  'legal.hours.week.wednesday': { label: 'Miércoles' },
  'legal.hours.week.thursday': { label: 'Jueves' },
  'legal.hours.week.friday': { label: 'Viernes' },
  'legal.hours.week.saturday': { label: 'Sábado' },
  'legal.hours.week.sunday': { label: 'Domingo' },
  ...Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
      [`legal.hours.week.${day}.opens`, { label: 'Abre', hint: TIME, pattern: TIME }],
      [`legal.hours.week.${day}.closes`, { label: 'Cierra', hint: TIME, pattern: TIME }],
    ]),
  ),
  'legal.hours.holidays': { label: 'Horario de los festivos', hint: 'Los festivos de Colombia se calculan solos en cada publicación. Sin horario, esos días no se atiende.' },
  'legal.hours.holidays.opens': { label: 'Abre', hint: TIME, pattern: TIME },
  'legal.hours.holidays.closes': { label: 'Cierra', hint: TIME, pattern: TIME },
  'legal.hours.allDay': { label: 'Atención 24 horas' },
  'legal.hours.allDay.label': { label: 'Cómo lo nombra el pie de página', hint: 'Por ejemplo: soporte de servicios en curso y refrigeración. Un pedido nuevo por WhatsApp se responde en el horario de arriba.' },
  'legal.hours.allDay.services': { label: 'Servicios que atienden las 24 horas', item: 'Servicio (la parte final de su dirección)' },
  'legal.hours.allDay.groups': { label: 'Grupos del catálogo que atienden las 24 horas', item: 'Grupo' },
  'legal.serviceArea': { label: 'Zonas de servicio', hint: 'Los barrios que el cliente puede elegir al pedir por WhatsApp.' },
  'legal.serviceArea.zone': { label: 'Zona' },
  'legal.serviceArea.places': { label: 'Barrios y lugares', item: 'Barrio o lugar' },
  demo: { label: 'Cuenta de demostración (/login)' },
  'demo.email': { label: 'Correo' },
  'demo.passwordSha256': {
    label: 'Huella SHA-256 de la contraseña',
    hint: 'No la contraseña: su huella. Pide ayuda al encargado técnico para cambiarla.',
    pattern: 'Deben ser 64 caracteres entre 0-9 y a-f.',
  },
  'demo.name': { label: 'Nombre' },
  'demo.role': { label: 'Rol' },
  'demo.verified': { label: 'Correo verificado' },
  editor: { label: 'Editor de contenido', hint: 'Dónde guarda este editor. Cámbialo solo con ayuda del encargado técnico.' },
  'editor.backend': { label: 'Servicio de Git' },
  'editor.repo': { label: 'Repositorio', hint: 'Como en su dirección: «usuario/repositorio».', pattern: 'Escribe «usuario/repositorio».' },
  'editor.branch': { label: 'Rama (opcional)', pattern: 'Escribe el nombre de una rama, por ejemplo «main».' },
  'editor.baseUrl': { label: 'Dirección del servidor Git propio (opcional)', pattern: WEB },
  'editor.appId': { label: 'ID de la aplicación OAuth (opcional)' },
  'editor.authUrl': { label: 'Servicio de inicio de sesión de GitHub (opcional)', pattern: WEB },
  analytics: {
    label: 'Estadísticas sin cookies (Plausible)',
    hint: 'Cuenta los chats por página y botón, los mensajes del formulario y las visitas a las tiendas. Vacío: apagado.',
  },
  'analytics.endpoint': { label: 'Dirección de eventos', hint: 'https://plausible.io/api/event, o la de tu propio servidor.', pattern: WEB },
  'analytics.domain': { label: 'Dominio del sitio en Plausible', hint: 'Como lo registraste allí, por ejemplo «www.servictg.co».', pattern: 'Escribe solo el dominio, sin https:// ni barras.' },
};

/** The Markdown body of a page. */
export const BODY_LABEL: Required<Pick<FieldLabel, 'label' | 'hint'>> = {
  label: 'Texto de la página',
  hint:
    'Para una foto usa el botón de imagen: se guarda en content/fotos/ y el sitio la publica en varios tamaños. ' +
    'Escribe siempre qué muestra la foto. {{brand}}, {{email}}, {{url}} y {{city}} se reemplazan por los datos del sitio.',
};

/** When a value does not have its field's form and the field has no message of its own. */
export const GENERIC_PATTERN_MESSAGE = 'El valor no tiene la forma esperada; revisa la ayuda del campo.';

/** The editor's sidebar groups of single files (each collection's own label is in pipeline/collections.ts). */
export const SIDEBAR_GROUPS = {
  principales: { label: 'Inicio y portadas', description: 'La página de inicio, el catálogo, el constructor y la portada del blog.' },
  configuracion: { label: 'Configuración', description: 'Datos del negocio: WhatsApp, correo, redes, datos legales.' },
};

/** A real job's fields (content/trabajos/), for an owner publishing from a phone: what never to show, said where it is typed. */
export const WORK_LABELS: Record<string, FieldLabel> = {
  title: { label: 'Título del trabajo', hint: 'Lo que se hizo, en pocas palabras: «Cambio del sifón del lavaplatos». Sin precios, teléfonos ni direcciones.' },
  service: { label: 'Servicio', hint: 'La página de servicio donde se muestra este trabajo.' },
  zone: { label: 'Zona', hint: 'Solo la zona, nunca la dirección.' },
  place: { label: 'Barrio (opcional)', hint: 'Solo si ninguna foto muestra la fachada: la fachada y el barrio juntos señalan la casa.' },
  month: { label: 'Mes', hint: 'El mes del trabajo, AAAA-MM: 2026-11. Nunca la fecha exacta.', pattern: 'Escriba el año y el mes con un guion: 2026-11.' },
  problem: { label: 'Lo que pasaba', hint: 'El problema que tenía el cliente, en una o dos frases.' },
  solution: { label: 'Lo que hicimos', hint: 'Lo que hizo el equipo. La primera frase es la que se ve en la tarjeta.' },
  photos: { label: 'Fotos', item: 'Foto', hint: 'Recorte caras, placas, números de casa, documentos y pantallas antes de subir. Nunca fotos con niños.' },
  'photos.src': { label: 'Foto', hint: 'El editor la reduce y le quita la ubicación del teléfono antes de subirla.' },
  'photos.alt': { label: 'Qué muestra la foto', hint: 'Para quien no puede verla: «Sifón nuevo instalado bajo el lavaplatos».' },
  'photos.stage': { label: 'Momento', options: { antes: 'Antes', durante: 'Durante', despues: 'Después', fachada: 'Fachada: se ve el frente de la casa' } },
  consent: { label: 'Autorización del cliente', hint: 'La respuesta escrita del cliente en WhatsApp. El mensaje se queda en el WhatsApp del negocio, nunca aquí.' },
  'consent.ref': { label: 'Fecha y hora de la respuesta', hint: 'Como aparece en WhatsApp: «2026-11-14 16:32».' },
  'consent.scope': { label: 'Qué autorizó', options: { fotos: 'Solo las fotos', 'fotos-nombre': 'Las fotos y su nombre de pila', 'fotos-nombre-opinion': 'Las fotos, su nombre y sus palabras' } },
  customer: { label: 'Cliente (opcional)' },
  'customer.firstName': { label: 'Nombre de pila', hint: 'Solo el nombre, sin apellido, y solo si lo autorizó.' },
  'customer.quote': { label: 'Sus palabras', hint: 'Copie las palabras del cliente tal cual, y solo si las autorizó.' },
  checks: { label: 'Revisión antes de publicar' },
  'checks.sinRostros': { label: 'Ninguna foto muestra caras' },
  'checks.sinDatos': { label: 'Ninguna foto muestra placas, números de casa, documentos ni pantallas' },
  'checks.sinMenores': { label: 'Ninguna foto muestra niños' },
};
