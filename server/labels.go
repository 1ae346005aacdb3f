package server

import "bridgelaw/internal/catalog"

// label is the page word key in lang, from the catalog's [web] group (the
// rulings' explanations, seats and laws come from its other groups). A word
// the language lacks is the English word; a key the catalog lacks is the
// key itself.
func label(lang, key string) string {
	if !catalog.Has("en", "web."+key) {
		return key
	}
	return catalog.Text(lang, "web."+key, nil)
}

// playerView is the page's line that tells a player whose view of the
// table he sees, seat a seat's name in lang.
func playerView(lang, seat string) string {
	return catalog.Text(lang, "web.player-view", map[string]string{"seat": seat})
}
