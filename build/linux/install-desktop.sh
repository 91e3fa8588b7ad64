#!/bin/sh
# Put Ludicitude in your desktop's applications menu, for you alone (no root needed).
# From the folder that holds the program:   sh install-desktop.sh
# To take it out again:                     sh install-desktop.sh --uninstall
# The program is copied to ~/.local/bin, its menu entry and icons to ~/.local/share
# (or $XDG_DATA_HOME), where every Linux desktop looks for them.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin="$HOME/.local/bin"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
sizes="16 24 32 48 64 128 256 512"

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$bin/ludicitude" "$data/applications/ludicitude.desktop"
    for n in $sizes; do rm -f "$data/icons/hicolor/${n}x${n}/apps/ludicitude.png"; done
    echo "Ludicitude is no longer in your applications menu (your settings and saved games are kept)."
    exit 0
elif [ -n "${1:-}" ]; then
    echo "install-desktop.sh: unknown option '$1' (the only one is --uninstall)" >&2
    exit 2
fi
if [ ! -x "$here/ludicitude" ] || [ ! -f "$here/ludicitude.desktop" ]; then
    echo "install-desktop.sh: run it from the unpacked Ludicitude folder (the program 'ludicitude' and" \
         "'ludicitude.desktop' must be beside it)" >&2
    exit 1
fi

mkdir -p "$bin" "$data/applications"
cp "$here/ludicitude" "$bin/ludicitude.new" && chmod 755 "$bin/ludicitude.new" && mv -f "$bin/ludicitude.new" "$bin/ludicitude"
for n in $sizes; do
    if [ -f "$here/icons/$n.png" ]; then
        mkdir -p "$data/icons/hicolor/${n}x${n}/apps"
        cp "$here/icons/$n.png" "$data/icons/hicolor/${n}x${n}/apps/ludicitude.png"
    fi
done
# the menu entry starts the copy by its full path: ~/.local/bin need not be on the PATH
sed "s|^Exec=.*|Exec=\"$bin/ludicitude\"|" "$here/ludicitude.desktop" > "$data/applications/ludicitude.desktop"
update-desktop-database -q "$data/applications" 2>/dev/null || true
gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
echo "Ludicitude is in your applications menu (Games). The program is $bin/ludicitude."
