/** Error codes of the database's availability (issue 10): each with its HTTP status and French message. */
export const DATABASE_ERRORS = {
  /** The database dropped or refused the connection: nothing was written, the same request can be sent again. */
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  },
} as const;
