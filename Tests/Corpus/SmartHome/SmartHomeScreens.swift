import Trellis

/// Every screen of the smart-home corpus as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum SmartHomeScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("main-tabs", { AnyView(MainTabView()) }),
        ("dashboard", { AnyView(HomeDashboardView().environment(HomeStore())) }),
        ("accessory-tile", { AnyView(AccessoryTile(accessory: Room.samples[0].accessories[0]).frame(width: 170).padding()) }),
        ("scenes", { AnyView(ScenesCarousel(scenes: HomeScene.samples, activeSceneID: .constant(nil))) }),
        ("room", { AnyView(NavigationStack { RoomDetailView(room: Room.samples[0]) }.environment(HomeStore())) }),
        ("light", { AnyView(NavigationStack { LightDetailView(accessory: .constant(Room.samples[0].accessories[0])) }) }),
        ("accessory-settings", { AnyView(AccessorySettingsView(accessory: .constant(Room.samples[0].accessories[1]))) }),
        ("color-temperature", { AnyView(ColorTemperatureSlider(kelvin: .constant(3200)).padding()) }),
        ("thermostat", { AnyView(ThermostatView()) }),
        ("thermostat-dial", { AnyView(ThermostatDial(progress: 0.6, currentProgress: 0.475, target: 22, current: 19.5, accent: .orange).padding()) }),
        ("schedule", { AnyView(ScheduleSheet(schedule: .constant(ThermostatViewModel.ScheduleEntry.defaults))) }),
        ("cameras", { AnyView(CameraListView()) }),
        ("camera-detail", { AnyView(CameraDetailSheet(camera: SecurityCamera.samples[0])) }),
        ("energy", { AnyView(EnergyUsageView()) }),
        ("energy-bars", { AnyView(EnergyBarChart(readings: EnergyData.week, selected: .constant(nil)).padding()) }),
        ("automations", { AnyView(AutomationListView()) }),
        ("automation-edit", { AnyView(AutomationEditView(automation: Automation.samples[0]) { _ in }) }),
        ("accessory-select", { AnyView(NavigationStack { AccessoryMultiSelect(all: ["Ceiling Light", "Floor Lamp", "Blinds"], selection: .constant(["Blinds"])) }) }),
        ("pairing", { AnyView(PairingOnboardingView()) }),
        ("pairing-progress", { AnyView(NavigationStack { PairingProgressView() }.environmentObject(PairingModel())) }),
        ("car", { AnyView(CarCompanionView().environment(VehicleStore())) }),
        ("climate", { AnyView(ClimateControlsView().environment(VehicleStore())) }),
        ("remote", { AnyView(RemoteControlView()) }),
        ("watch-home", { AnyView(WatchHomeView().environmentObject(WatchSession())) }),
        ("watch-lock", { AnyView(NavigationStack { WatchLockView(isLocked: .constant(true)) }) }),
        ("watch-thermostat", { AnyView(WatchThermostatView(current: 19.5)) }),
        ("watch-car", { AnyView(WatchCarGlance(vehicle: .preview).padding()) }),
    ]
}
