// Placeholder until the web shell issue lands: proves the server serves the built app.
const root = document.getElementById('root');
if (root) root.textContent = 'Dívida Ativa';
