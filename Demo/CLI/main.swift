print("StatusHUD demo: coming with the terminal HUD")
