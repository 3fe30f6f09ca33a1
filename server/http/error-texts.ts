import type { Locale } from "#core/constants/locales";

/**
 * The texts of the error pages the HTTP layer answers by itself (when a request fails before or outside the
 * React Router pages, or is refused for its size). They are the app's own texts, word for word
 * (app/locales/<lang>/common.json, keys `errors.*`; a unit test keeps them equal): the server does not import
 * from app/.
 */
export const ERROR_PAGE_TEXTS: Record<
  Locale,
  {
    genericTitle: string;
    genericBody: string;
    notFoundTitle: string;
    notFoundBody: string;
    payloadTooLargeTitle: string;
    payloadTooLargeBody: string;
    badRequestTitle: string;
    badRequestBody: string;
    requestId: string;
    backHome: string;
    retry: string;
  }
> = {
  es: {
    genericTitle: "Algo ha salido mal",
    genericBody: "Ha ocurrido un error inesperado. Inténtalo de nuevo en unos minutos.",
    notFoundTitle: "Página no encontrada",
    notFoundBody: "No encontramos lo que buscas. Puede que el enlace esté mal o que la página ya no exista.",
    payloadTooLargeTitle: "Solicitud demasiado grande",
    payloadTooLargeBody:
      "Lo que has enviado supera el tamaño permitido. Revisa el formulario y vuelve a intentarlo.",
    badRequestTitle: "Solicitud no válida",
    badRequestBody: "La dirección contiene caracteres no permitidos. Revisa el enlace y vuelve a intentarlo.",
    requestId: "Referencia del error: {{id}}",
    backHome: "Volver al inicio",
    retry: "Reintentar",
  },
  en: {
    genericTitle: "Something went wrong",
    genericBody: "An unexpected error occurred. Please try again in a few minutes.",
    notFoundTitle: "Page not found",
    notFoundBody:
      "We couldn't find what you're looking for. The link may be wrong or the page may no longer exist.",
    payloadTooLargeTitle: "Request too large",
    payloadTooLargeBody: "What you sent is larger than allowed. Check the form and try again.",
    badRequestTitle: "Invalid request",
    badRequestBody: "The address contains characters that are not allowed. Check the link and try again.",
    requestId: "Error reference: {{id}}",
    backHome: "Back to home",
    retry: "Try again",
  },
};
