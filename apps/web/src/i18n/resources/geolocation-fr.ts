/** The geolocation consent of /account/notifications (issue 11, decision 050), in French. */
export const geolocationFr = {
  title: 'Position approximative',
  label: 'Partager ma position approximative avec le réseau',
  description:
    'Désactivé tant que vous ne l’acceptez pas. Votre position est arrondie au kilomètre avant d’être enregistrée, puis effacée au bout de 24 heures, ou dès que vous retirez votre accord.',
  granted: 'Votre accord est enregistré.',
  withdrawn: 'Votre accord est retiré et les positions enregistrées sont effacées.',
};
