package server

// labels are the words of the web page in each language of the catalog;
// the rulings' explanations, seats and laws come from internal/catalog.
// A missing label falls back to English.
var labels = map[string]map[string]string{
	"en": {
		"syntax": "The events and their laws", "from-board": "(from the board number, Law 2)", "token": "Director's token", "login": "Director's login", "logout": "Log out", "login-help": "The Director's pages and every record need the Director's token.", "phase.error": "cannot be replayed", "tables": "Tables", "table": "Table", "board": "Board", "dealer": "Dealer", "vul": "Vul", "view-as": "View as",
		"director": "Director", "language": "Language", "contract": "Contract", "by": "by", "phase": "Phase",
		"phase.auction": "auction", "phase.play": "play", "phase.ended": "play ended", "phase.passed-out": "passed out",
		"turn": "Next to act", "auction": "Auction", "other-calls": "Calls withdrawn, cancelled or pending", "tricks": "Tricks",
		"trick": "Trick", "lead": "Lead", "winner": "Won by", "rulings": "Rulings", "no-rulings": "No irregularity so far.",
		"questions": "Questions for the Director", "no-questions": "No open question.", "choices": "Choices awaited",
		"chooses": "chooses", "options": "Options", "chosen": "chosen", "pending": "Pending", "record": "Record an event",
		"record-help": "One line of the table log, e.g. “E play HT”, “N call 1S”, “director noticed”, “claim S 10 \"...\"” (docs/table-log.md).",
		"send":        "Record", "your-name": "Your name", "log": "Event log", "seq": "#", "event": "Event", "recorded-by": "Recorded by",
		"time": "Time", "download-log": "Download the table log", "result": "Result", "as-played": "as played",
		"after-adjustment": "after the Law 64 adjustment", "assigned": "as assigned by the Director", "score": "Score",
		"not-scored": "not scored yet", "declarer-tricks": "Declarer's tricks", "answer": "Answer", "yes": "Yes", "no": "No",
		"assign-tricks": "Assign declarer's total tricks", "assign-score": "Assign a score for NS", "suits": "Suits specified",
		"none": "None", "cards": "cards", "hidden": "hidden", "dummy": "dummy", "new-table": "New table", "title": "Title",
		"deal": "Deal (PBN)", "create": "Create", "import": "Import a table log", "import-help": "PBN tags (the Deal required), then one event a line.",
		"events": "Events", "open-questions": "Open questions", "awaiting": "Awaiting a choice", "no-tables": "No table yet.",
		"problems": "Stored events this engine does not accept", "live": "live", "offline": "reconnecting…",
		"player-view": "You see the table as {seat} sees it: your hand, dummy once the opening lead is faced, and the cards played.",
		"asked":       "Question", "answered": "answered", "open": "open", "advice": "Advice", "offender": "Offender",
		"end-of-play": "end of play", "raised-by": "event", "obligations": "Obligations", "transfer": "transfer",
		"vulnerable": "Vulnerable", "tricks-count": "Tricks", "declarer": "Declarer",
	},
	"it": {
		"syntax": "Gli eventi e i loro articoli", "seq": "#", "from-board": "(dal numero del board, Articolo 2)", "token": "Codice dell'Arbitro", "login": "Accesso dell'Arbitro", "logout": "Esci", "login-help": "Le pagine dell'Arbitro e ogni registrazione richiedono il codice dell'Arbitro.", "phase.error": "non riproducibile", "tables": "Tavoli", "table": "Tavolo", "board": "Board", "dealer": "Mazziere", "vul": "Zona", "view-as": "Vista di",
		"director": "Arbitro", "language": "Lingua", "contract": "Contratto", "by": "di", "phase": "Fase",
		"phase.auction": "licita", "phase.play": "gioco", "phase.ended": "gioco finito", "phase.passed-out": "passata",
		"turn": "Tocca a", "auction": "Licita", "other-calls": "Dichiarazioni ritirate, annullate o in sospeso", "tricks": "Prese",
		"trick": "Presa", "lead": "Attacco", "winner": "Vinta da", "rulings": "Decisioni", "no-rulings": "Nessuna irregolarità finora.",
		"questions": "Domande per l'Arbitro", "no-questions": "Nessuna domanda aperta.", "choices": "Scelte attese",
		"chooses": "sceglie", "options": "Opzioni", "chosen": "scelta", "pending": "In sospeso", "record": "Registra un evento",
		"record-help": "Una riga del registro del tavolo, p. es. “E play HT”, “N call 1S”, “director noticed” (docs/table-log.md).",
		"send":        "Registra", "your-name": "Il tuo nome", "log": "Registro degli eventi", "event": "Evento", "recorded-by": "Registrato da",
		"time": "Ora", "download-log": "Scarica il registro del tavolo", "result": "Risultato", "as-played": "come giocato",
		"after-adjustment": "dopo la rettifica dell'Articolo 64", "assigned": "assegnato dall'Arbitro", "score": "Punteggio",
		"not-scored": "non ancora calcolato", "declarer-tricks": "Prese del dichiarante", "answer": "Rispondi", "yes": "Sì", "no": "No",
		"assign-tricks": "Assegna le prese totali del dichiarante", "assign-score": "Assegna un punteggio a NS", "suits": "Semi specificati",
		"none": "Nessuno", "cards": "carte", "hidden": "coperte", "dummy": "morto", "new-table": "Nuovo tavolo", "title": "Titolo",
		"deal": "Smazzata (PBN)", "create": "Crea", "import": "Importa un registro del tavolo", "import-help": "Tag PBN (Deal obbligatorio), poi un evento per riga.",
		"events": "Eventi", "open-questions": "Domande aperte", "awaiting": "Scelte attese", "no-tables": "Nessun tavolo.",
		"problems": "Eventi registrati che questo motore non accetta", "live": "in diretta", "offline": "riconnessione…",
		"player-view": "Vedi il tavolo come lo vede {seat}: la tua mano, il morto dopo l'attacco e le carte giocate.",
		"asked":       "Domanda", "answered": "risposta", "open": "aperta", "advice": "Consiglio", "offender": "Colpevole",
		"end-of-play": "fine del gioco", "raised-by": "evento", "obligations": "Obblighi", "transfer": "trasferimento",
		"vulnerable": "Zona", "tricks-count": "Prese", "declarer": "Dichiarante",
	},
	"fr": {
		"syntax": "Les événements et leurs lois", "seq": "#", "from-board": "(d'après le numéro de la donne, Loi 2)", "token": "Code de l'arbitre", "login": "Connexion de l'arbitre", "logout": "Se déconnecter", "login-help": "Les pages de l'arbitre et tout enregistrement demandent le code de l'arbitre.", "phase.error": "illisible", "tables": "Tables", "table": "Table", "board": "Donne", "dealer": "Donneur", "vul": "Vuln.", "view-as": "Vue de",
		"director": "Arbitre", "language": "Langue", "contract": "Contrat", "by": "par", "phase": "Phase",
		"phase.auction": "enchères", "phase.play": "jeu de la carte", "phase.ended": "jeu terminé", "phase.passed-out": "passe générale",
		"turn": "À jouer", "auction": "Enchères", "other-calls": "Déclarations retirées, annulées ou en attente", "tricks": "Levées",
		"trick": "Levée", "lead": "Entame", "winner": "Gagnée par", "rulings": "Décisions", "no-rulings": "Aucune irrégularité pour l'instant.",
		"questions": "Questions pour l'arbitre", "no-questions": "Aucune question ouverte.", "choices": "Choix attendus",
		"chooses": "choisit", "options": "Options", "chosen": "choisi", "pending": "En attente", "record": "Enregistrer un événement",
		"record-help": "Une ligne du journal de la table, p. ex. « E play HT », « N call 1S », « director noticed » (docs/table-log.md).",
		"send":        "Enregistrer", "your-name": "Votre nom", "log": "Journal des événements", "event": "Événement", "recorded-by": "Enregistré par",
		"time": "Heure", "download-log": "Télécharger le journal de la table", "result": "Résultat", "as-played": "jouées",
		"after-adjustment": "après l'ajustement de la Loi 64", "assigned": "attribuées par l'arbitre", "score": "Marque",
		"not-scored": "pas encore marquée", "declarer-tricks": "Levées du déclarant", "answer": "Répondre", "yes": "Oui", "no": "Non",
		"assign-tricks": "Attribuer le total de levées du déclarant", "assign-score": "Attribuer une marque à NS", "suits": "Couleurs indiquées",
		"none": "Aucune", "cards": "cartes", "hidden": "cachées", "dummy": "mort", "new-table": "Nouvelle table", "title": "Titre",
		"deal": "Donne (PBN)", "create": "Créer", "import": "Importer un journal de table", "import-help": "Tags PBN (Deal obligatoire), puis un événement par ligne.",
		"events": "Événements", "open-questions": "Questions ouvertes", "awaiting": "Choix attendus", "no-tables": "Aucune table.",
		"problems": "Événements enregistrés que ce moteur n'accepte pas", "live": "en direct", "offline": "reconnexion…",
		"player-view": "Vous voyez la table comme {seat} la voit : votre main, le mort après l'entame, et les cartes jouées.",
		"asked":       "Question", "answered": "répondue", "open": "ouverte", "advice": "Avis", "offender": "Fautif",
		"end-of-play": "fin du jeu", "raised-by": "événement", "obligations": "Obligations", "transfer": "transfert",
		"vulnerable": "Vulnérabilité", "tricks-count": "Levées", "declarer": "Déclarant",
	},
	"pl": {
		"syntax": "Zdarzenia i ich przepisy", "seq": "#", "from-board": "(z numeru rozdania, Przepis 2)", "token": "Kod sędziego", "login": "Logowanie sędziego", "logout": "Wyloguj", "login-help": "Strony sędziego i każdy zapis wymagają kodu sędziego.", "phase.error": "nie do odtworzenia", "tables": "Stoły", "table": "Stół", "board": "Rozdanie", "dealer": "Rozdający", "vul": "Zał.", "view-as": "Widok",
		"director": "Sędzia", "language": "Język", "contract": "Kontrakt", "by": "gra", "phase": "Faza",
		"phase.auction": "licytacja", "phase.play": "rozgrywka", "phase.ended": "rozgrywka zakończona", "phase.passed-out": "rozdanie przepasowane",
		"turn": "Kolej", "auction": "Licytacja", "other-calls": "Odzywki wycofane, anulowane lub oczekujące", "tricks": "Lewy",
		"trick": "Lewa", "lead": "Wist", "winner": "Wziął", "rulings": "Orzeczenia", "no-rulings": "Na razie bez nieprawidłowości.",
		"questions": "Pytania do sędziego", "no-questions": "Brak otwartych pytań.", "choices": "Oczekiwane wybory",
		"chooses": "wybiera", "options": "Opcje", "chosen": "wybrano", "pending": "Oczekujące", "record": "Zapisz zdarzenie",
		"record-help": "Jeden wiersz zapisu stołu, np. „E play HT”, „N call 1S”, „director noticed” (docs/table-log.md).",
		"send":        "Zapisz", "your-name": "Twoje imię", "log": "Zapis zdarzeń", "event": "Zdarzenie", "recorded-by": "Zapisał",
		"time": "Czas", "download-log": "Pobierz zapis stołu", "result": "Wynik", "as-played": "jak zagrano",
		"after-adjustment": "po korekcie z Przepisu 64", "assigned": "przyznane przez sędziego", "score": "Zapis",
		"not-scored": "jeszcze bez zapisu", "declarer-tricks": "Lewy rozgrywającego", "answer": "Odpowiedz", "yes": "Tak", "no": "Nie",
		"assign-tricks": "Przyznaj rozgrywającemu łączną liczbę lew", "assign-score": "Przyznaj zapis dla NS", "suits": "Wskazane kolory",
		"none": "Żaden", "cards": "kart", "hidden": "zakryte", "dummy": "dziadek", "new-table": "Nowy stół", "title": "Tytuł",
		"deal": "Rozkład (PBN)", "create": "Utwórz", "import": "Importuj zapis stołu", "import-help": "Znaczniki PBN (Deal wymagany), potem jedno zdarzenie w wierszu.",
		"events": "Zdarzenia", "open-questions": "Otwarte pytania", "awaiting": "Oczekiwane wybory", "no-tables": "Brak stołów.",
		"problems": "Zapisane zdarzenia, których ten silnik nie przyjmuje", "live": "na żywo", "offline": "ponowne łączenie…",
		"player-view": "Widzisz stół tak jak {seat}: swoją rękę, dziadka po wyjściu i zagrane karty.",
		"asked":       "Pytanie", "answered": "odpowiedziano", "open": "otwarte", "advice": "Porada", "offender": "Winny",
		"end-of-play": "koniec rozgrywki", "raised-by": "zdarzenie", "obligations": "Zobowiązania", "transfer": "przeniesienie",
		"vulnerable": "Założenia", "tricks-count": "Lewy", "declarer": "Rozgrywający",
	},
}

// label is the page word key in lang.
func label(lang, key string) string {
	if s, ok := labels[lang][key]; ok {
		return s
	}
	if s, ok := labels["en"][key]; ok {
		return s
	}
	return key
}
